import type { HttpHandler } from 'msw';

export const feedsHandlers: HttpHandler[] = [];
