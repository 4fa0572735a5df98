import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import classes from './post.module.css';

/** Under a post: posts like it (/post/similarPosts) and more found from it (/post/find). */
export function FindMoreLinks({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const id = encodeURIComponent(postId);
  return (
    <nav aria-label={t('search.moreLists')} data-find-more="">
      <Link to={`/post/similarPosts?postId=${id}`} className={classes.moreLink}>
        {t('post.lists.similar')}
      </Link>
      <Link to={`/post/find?postId=${id}`} className={classes.moreLink}>
        {t('post.lists.find')}
      </Link>
    </nav>
  );
}
