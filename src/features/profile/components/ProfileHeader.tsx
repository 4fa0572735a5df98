import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/schemas/user';
import { Avatar } from '@/components/Avatar';
import { UserTags } from '@/components/post-card/UserTags';
import classes from './profile.module.css';

/** The VIP line: level and expiry, 'lifetime' (never expires), or none. */
export function useVipLine() {
  const { t, i18n } = useTranslation();
  return (user: Pick<UserProfile, 'vipLevel' | 'vipType' | 'vipExpireAt'>): string => {
    if (user.vipType === 'none' || user.vipLevel <= 0) return t('people.me.vipNone');
    if (user.vipType === 'lifetime' || !user.vipExpireAt)
      return t('people.me.vipLifetime', { level: user.vipLevel });
    const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(user.vipExpireAt));
    return t('people.me.vipUntil', { level: user.vipLevel, date });
  };
}

/** Head image, name, tags and a few lines under it (account, VIP, balance or signature). */
export function ProfileHeader({
  user,
  lines,
}: {
  user: Pick<UserProfile, 'headImgUrl' | 'nickname' | 'username' | 'tags'>;
  lines: ReactNode[];
}) {
  const name = user.nickname || user.username;
  return (
    <header className={classes.header} data-testid="profile-header">
      <Avatar headImgUrl={user.headImgUrl} alt={name} size={72} />
      <div className={classes.who}>
        <h2 className={classes.name} data-testid="profile-name">
          {name}
        </h2>
        <UserTags tags={user.tags} />
        {lines.map((line, i) => (
          <span key={i} className={classes.muted}>
            {line}
          </span>
        ))}
      </div>
    </header>
  );
}
