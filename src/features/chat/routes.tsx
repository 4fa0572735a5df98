import type { RouteObject } from 'react-router-dom';

/** Chat (issue 26: on the web too). Private and lazy, like every page of a member's own. */
export const chatRoutes: RouteObject[] = [
  {
    path: 'column/chat',
    lazy: async () => ({ Component: (await import('./pages/ChatPage')).ChatPage }),
  },
];
