import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/schemas/post';

/** A post's ranking position (the ranking call adds `rank` to each post); the top three stand out. */
export function RankBadge({ post }: { post: Post }) {
  const { t } = useTranslation();
  const rank = (post as Post & { rank?: number }).rank;
  if (typeof rank !== 'number') return null;
  return (
    <Badge
      variant={rank <= 3 ? 'filled' : 'light'}
      color={rank <= 3 ? 'red.9' : 'gray'}
      size="lg"
      aria-label={t('search.rankPosition', { n: rank })}
      data-rank={rank}
    >
      {rank}
    </Badge>
  );
}
