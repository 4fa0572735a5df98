import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserBrief } from '@/api/schemas/user';
import { Avatar } from '@/components/Avatar';
import { profilePath } from '@/lib/app-paths';
import { truncate } from '@/lib/format';
import { userIdAtom } from '@/lib/session';
import { FollowToggle } from './FollowToggle';
import classes from './profile.module.css';

/** One person in a list: head image and name (to their page), signature cut to 40, follow. */
export function PersonRow({
  user,
  extra,
  followable = true,
}: {
  user: UserBrief;
  extra?: string;
  followable?: boolean;
}) {
  const { t } = useTranslation();
  const viewerId = useAtomValue(userIdAtom);
  const name = user.nickname || user.username;
  const cut = user.sign ? truncate(user.sign) : null;
  const sign = cut ? `${cut.text}${cut.truncated ? '…' : ''}` : t('people.person.noSign');
  return (
    <div className={classes.personRow} data-testid="person-row" data-user-id={user.userId}>
      <Link to={profilePath(user.userId)} className={classes.person}>
        <Avatar headImgUrl={user.headImgUrl} alt="" size={44} />
        <span className={classes.personText}>
          <span className={classes.personName}>{name}</span>
          <span className={classes.muted}>{extra ?? sign}</span>
        </span>
      </Link>
      {followable && viewerId && viewerId !== user.userId ? (
        <FollowToggle userId={user.userId} following={Boolean(user.follow)} name={name} />
      ) : null}
    </div>
  );
}
