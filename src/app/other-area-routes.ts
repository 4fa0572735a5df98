import type { RouteObject } from 'react-router-dom';
import { accountsRoutes } from '@/features/accounts/routes';
import { activityRoutes } from '@/features/activity/routes';
import { chatRoutes } from '@/features/chat/routes';
import { commentsRoutes } from '@/features/comments/routes';
import { gamesRoutes } from '@/features/games/routes';
import { postListRoutes } from '@/features/post/list-routes';
import { profileRoutes } from '@/features/profile/routes';
import { publishRoutes } from '@/features/publish/routes';
import { searchRoutes } from '@/features/search/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { snapshotsRoutes } from '@/features/snapshots/routes';
import { walletRoutes } from '@/features/wallet/routes';

/**
 * The routes of every area a member does not land on first (./start-routes.tsx has the tabs and a
 * post's detail), added to the pages route. Their table alone was ~7.5 KB gzip of the entry, and
 * matching an address ranks every route: the app loads these after its first screen (src/main.tsx).
 */
export function otherAreaRoutes(): RouteObject[] {
  return [
    ...accountsRoutes,
    ...activityRoutes,
    ...chatRoutes,
    ...settingsRoutes,
    ...commentsRoutes,
    ...profileRoutes,
    ...publishRoutes,
    ...gamesRoutes,
    ...postListRoutes,
    ...searchRoutes,
    ...snapshotsRoutes,
    ...walletRoutes,
  ];
}
