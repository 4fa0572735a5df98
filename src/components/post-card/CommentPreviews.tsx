import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { postDetailHref } from './PostActions';
import classes from './PostCard.module.css';

/**
 * The first comments under a card in a feed (the post's postCommentList, section 3: the server
 * sends the first two), one line each, and a link to all of them on the post's page. The detail
 * page shows the whole thread instead. Text only: a comment is never parsed as markup.
 */
export function CommentPreviews({ post }: { post: Post }) {
  const { t } = useTranslation();
  const previews = post.postCommentList ?? [];
  if (previews.length === 0) return null;
  return (
    // A list, not a region: a feed of cards would repeat the same landmark on every card.
    <div className={classes.previews}>
      <ul aria-label={t('post.card.previews.label')}>
        {previews.map((comment) => (
          <li key={comment.commentId} data-comment-preview={comment.commentId}>
            <strong>{comment.username}</strong> {comment.content}
          </li>
        ))}
      </ul>
      {post.commentNum > previews.length ? (
        <Link to={postDetailHref(post.postId)} className={classes.previewsAll}>
          {t('post.card.previews.all', { n: post.commentNum })}
        </Link>
      ) : null}
    </div>
  );
}
