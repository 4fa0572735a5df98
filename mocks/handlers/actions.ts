import type { HttpHandler } from 'msw';

export const actionsHandlers: HttpHandler[] = [];
