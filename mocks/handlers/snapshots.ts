import type { HttpHandler } from 'msw';

export const snapshotsHandlers: HttpHandler[] = [];
