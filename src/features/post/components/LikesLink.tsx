import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { likeListPath } from '@/lib/app-paths';
import { formatCount } from '@/lib/format';
import classes from './post.module.css';

/** Under a post on its detail page: its like count, opening who liked it (/post/likes). */
export function LikesLink({ postId, count }: { postId: string; count: number }) {
  const { t } = useTranslation();
  return (
    <Link to={likeListPath({ postId })} className={classes.moreLink} data-post-likes="">
      {t('likes.postCount', { n: formatCount(count) })}
    </Link>
  );
}
