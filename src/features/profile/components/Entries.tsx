import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '@/lib/app-paths';
import { useOverlay } from '@/lib/overlays';
import { PROFILE_PATHS } from '../paths';
import classes from './profile.module.css';

type Entry = { key: string; to: string } | { key: string; open: 'identityCard' | 'share' };

/** Every screen the "Me" tab leads to: the wallet, VIP, invite, settings and the people pages. */
const ENTRIES: Entry[] = [
  { key: 'wallet', to: APP_PATHS.wallet },
  { key: 'vip', to: APP_PATHS.vip },
  { key: 'invite', to: APP_PATHS.invite },
  { key: 'identityCard', open: 'identityCard' },
  { key: 'share', open: 'share' },
  // The games hub, from the menu too (issue 26.3), not only from a banner.
  { key: 'games', to: APP_PATHS.games },
  { key: 'publish', to: APP_PATHS.addPost },
  { key: 'myPosts', to: PROFILE_PATHS.myOwnPost },
  { key: 'review', to: PROFILE_PATHS.approvalList },
  { key: 'lists', to: PROFILE_PATHS.personalInfo },
  { key: 'discover', to: PROFILE_PATHS.discoverUsers },
  { key: 'creators', to: PROFILE_PATHS.findSubscript },
  { key: 'face', to: PROFILE_PATHS.face },
  { key: 'settings', to: APP_PATHS.settings },
];

export function Entries() {
  const { t } = useTranslation();
  const overlay = useOverlay();
  return (
    <nav aria-label={t('people.me.entries')}>
      <ul className={classes.entries}>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            {'to' in entry ? (
              <Link to={entry.to} className={classes.entry}>
                {t(`people.me.entry.${entry.key}`)}
              </Link>
            ) : (
              <button
                type="button"
                className={classes.entry}
                onClick={() =>
                  entry.open === 'share'
                    ? overlay.open({ kind: 'share', params: {} })
                    : overlay.open({ kind: 'identityCard', params: {} })
                }
              >
                {t(`people.me.entry.${entry.key}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
