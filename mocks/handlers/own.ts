import type { HttpHandler } from 'msw';

export const ownHandlers: HttpHandler[] = [];
