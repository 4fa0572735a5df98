import { Navigate, useParams } from 'react-router-dom';
import { APP_PATHS } from '@/lib/app-paths';

/**
 * /dynamicTab and /dynamicTab/{chat|common|follow|like|message} (section 2): the messages tabs
 * live in the Activity tab of the container (with the bottom bar); these paths open the right
 * tab there. "common" holds comments and "message" mentions (the spec gives no more detail).
 */
const TAB_OF: Record<string, string> = {
  chat: 'chat',
  common: 'comment',
  follow: 'follow',
  like: 'like',
  message: 'mention',
};

export function DynamicTabRedirect() {
  const { tab = '' } = useParams();
  const target = TAB_OF[tab];
  return (
    <Navigate to={target ? `${APP_PATHS.activity}?tab=${target}` : APP_PATHS.activity} replace />
  );
}
