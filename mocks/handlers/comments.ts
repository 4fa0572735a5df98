import type { HttpHandler } from 'msw';

export const commentsHandlers: HttpHandler[] = [];
