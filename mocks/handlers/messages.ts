import type { HttpHandler } from 'msw';

export const messagesHandlers: HttpHandler[] = [];
