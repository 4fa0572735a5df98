import type { HttpHandler } from 'msw';

export const authHandlers: HttpHandler[] = [];
