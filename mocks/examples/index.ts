import { actionsExamples } from './actions';
import { authExamples } from './auth';
import { commentsExamples } from './comments';
import { configExamples } from './config';
import { feedsExamples } from './feeds';
import { gamesExamples } from './games';
import { messagesExamples } from './messages';
import { ownExamples } from './own';
import { postExamples } from './post';
import { searchExamples } from './search';
import { snapshotsExamples } from './snapshots';
import { userExamples } from './user';
import { walletExamples } from './wallet';

/** Examples by area; every area of the contract must be here. */
export const examples: Record<string, Record<string, unknown>> = {
  feeds: feedsExamples,
  games: gamesExamples,
  post: postExamples,
  actions: actionsExamples,
  comments: commentsExamples,
  snapshots: snapshotsExamples,
  search: searchExamples,
  own: ownExamples,
  config: configExamples,
  user: userExamples,
  auth: authExamples,
  wallet: walletExamples,
  messages: messagesExamples,
};
