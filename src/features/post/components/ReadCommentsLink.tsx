import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import classes from './post.module.css';

/** The reading page of a post's comments (/column/lookComment, spec section 2). */
export function lookCommentPath(postId: string): string {
  return `/column/lookComment?postId=${encodeURIComponent(postId)}`;
}

/**
 * Under a post on its detail page, beside its like count: every comment with its replies on a
 * page of their own, for reading (issue 26.3: no page the member cannot reach).
 */
export function ReadCommentsLink({ postId }: { postId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={lookCommentPath(postId)} className={classes.moreLink} data-post-comments="">
      {t('post.detail.readComments')}
    </Link>
  );
}
