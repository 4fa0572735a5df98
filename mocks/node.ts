import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { configureMedia } from './handlers/media';
import { dispatching } from './platform/dispatch';
import { readClip } from './platform/node-clip';

configureMedia({ loadClip: readClip });

/** The same handlers for Node tests. */
export const server = setupServer(dispatching(handlers));
