import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFollowUser } from '../api/people';

/** Follow / Followed (section 4: "Follow toggles to Followed"); a second tap cancels attention. */
export function FollowToggle({
  userId,
  following,
  name,
  size = 'compact-md',
}: {
  userId: string;
  following: boolean;
  /** Whom the button is about, for screen readers in a list of people. */
  name?: string;
  size?: 'compact-md' | 'md';
}) {
  const { t } = useTranslation();
  const follow = useFollowUser();
  const label = following ? t('people.person.followed') : t('people.person.follow');
  return (
    <Button
      size={size}
      radius="xl"
      miw={88}
      mih={36}
      variant={following ? 'default' : 'filled'}
      aria-pressed={following}
      aria-busy={follow.isPending}
      aria-label={name ? `${label} ${name}` : undefined}
      data-action="follow"
      onClick={() => !follow.isPending && follow.mutate({ userId, on: !following })}
    >
      {label}
    </Button>
  );
}
