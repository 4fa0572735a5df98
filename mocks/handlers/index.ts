import type { HttpHandler } from 'msw';
import { actionsHandlers } from './actions';
import { authHandlers } from './auth';
import { commentsHandlers } from './comments';
import { configHandlers } from './config';
import { feedsHandlers } from './feeds';
import { gamesHandlers } from './games';
import { mediaHandlers } from './media';
import { messagesHandlers } from './messages';
import { ownHandlers } from './own';
import { postHandlers } from './post';
import { searchHandlers } from './search';
import { snapshotsHandlers } from './snapshots';
import { userHandlers } from './user';
import { walletHandlers } from './wallet';

/** Every handler: one per contract entry, plus the media domains. */
export const handlers: HttpHandler[] = [
  ...mediaHandlers,
  ...configHandlers,
  ...feedsHandlers,
  ...gamesHandlers,
  ...postHandlers,
  ...actionsHandlers,
  ...commentsHandlers,
  ...snapshotsHandlers,
  ...searchHandlers,
  ...ownHandlers,
  ...messagesHandlers,
  ...authHandlers,
  ...userHandlers,
  ...walletHandlers,
];
