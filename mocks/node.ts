import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { configureMedia } from './handlers/media';
import { readClip } from './platform/node-clip';

configureMedia({ loadClip: readClip });

/** The same handlers for Node tests. */
export const server = setupServer(...handlers);
