import type { HttpHandler } from 'msw';

export const gamesHandlers: HttpHandler[] = [];
