import { Badge, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/schemas/post';
import { Avatar } from '@/components/Avatar';
import { formatCount } from '@/lib/format';
import { useFirstComments } from '../api/post-detail';
import classes from './post.module.css';

/**
 * The comment count and the first page of comments, read-only (writing, replying, pinning and
 * the comment menus come with the comments issue). A failed load shows nothing (section 8).
 */
export function CommentPreview({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { data, isPending } = useFirstComments(post.postId);
  return (
    <section className={classes.comments} aria-labelledby="post-comments-title">
      <h2 id="post-comments-title" className={classes.commentsTitle}>
        {t('post.detail.comments', { n: formatCount(post.commentNum) })}
      </h2>
      {post.closeComment ? (
        <p className={classes.secondary}>{t('post.detail.commentsClosed')}</p>
      ) : null}
      {isPending ? (
        <div role="status" aria-label={t('post.detail.commentsLoading')}>
          <Skeleton height={48} mb="sm" />
          <Skeleton height={48} />
        </div>
      ) : data && data.resultList.length === 0 ? (
        <p className={classes.secondary}>{t('post.detail.noComments')}</p>
      ) : (
        <ul className={classes.commentList}>
          {data?.resultList.map((c) => (
            <li key={c.commentId} className={classes.comment} data-comment-id={c.commentId}>
              <Avatar headImgUrl={c.userInfo.headImgUrl} alt="" size={32} />
              <div className={classes.commentBody}>
                <div className={classes.commentAuthor}>
                  {c.userInfo.nickname || c.userInfo.username}
                  {c.top ? (
                    <Badge size="xs" variant="default" ml={6}>
                      {t('post.detail.pinned')}
                    </Badge>
                  ) : null}
                </div>
                <p className={classes.commentText}>{c.content}</p>
                <p className={classes.secondary}>
                  {t('post.detail.commentMeta', {
                    likes: formatCount(c.thumbupNum),
                    replies: formatCount(c.commentNum),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
