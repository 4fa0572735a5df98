import type { HttpHandler } from 'msw';

export const postHandlers: HttpHandler[] = [];
