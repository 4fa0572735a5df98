import type { Endpoint } from '../contract';
import { actionsEndpoints } from './actions';
import { authEndpoints } from './auth';
import { commentsEndpoints } from './comments';
import { configEndpoints } from './config';
import { feedsEndpoints } from './feeds';
import { gamesEndpoints } from './games';
import { messagesEndpoints } from './messages';
import { ownEndpoints } from './own';
import { postEndpoints } from './post';
import { searchEndpoints } from './search';
import { snapshotsEndpoints } from './snapshots';
import { userEndpoints } from './user';
import { walletEndpoints } from './wallet';

/** The whole contract, by area. Features import their own area's file, not this index. */
export const contract = {
  feeds: feedsEndpoints,
  games: gamesEndpoints,
  post: postEndpoints,
  actions: actionsEndpoints,
  comments: commentsEndpoints,
  snapshots: snapshotsEndpoints,
  search: searchEndpoints,
  own: ownEndpoints,
  config: configEndpoints,
  messages: messagesEndpoints,
  auth: authEndpoints,
  user: userEndpoints,
  wallet: walletEndpoints,
};

/** Every endpoint as a flat list (tests, the QA panel, coverage). */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
