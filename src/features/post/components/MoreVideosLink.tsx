import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import classes from './post.module.css';

/** Under a video post: the author's other videos (/post/video/user). */
export function MoreVideosLink({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/post/video/user?userId=${encodeURIComponent(userId)}`}
      className={classes.moreLink}
      data-more-videos=""
    >
      {t('post.detail.moreVideos', { name })}
    </Link>
  );
}
