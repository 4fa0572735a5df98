import type { HttpHandler } from 'msw';

export const searchHandlers: HttpHandler[] = [];
