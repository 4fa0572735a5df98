import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { useOverlay } from '@/lib/overlays';
import { PostMedia } from './PostMedia';
import { useFreeView } from './post-actions';
import classes from './PostCard.module.css';

/** Where "open VIP" leads: the VIP levels of the wallet (a path: features never import each other). */
export const VIP_PATH = '/wallet/vip';

/**
 * Paid, subscription or VIP content the viewer has not unlocked (accounts spec section 4, Post
 * access): the preview (the first file, a video's short clip) under a cover with the unlock
 * options, and today's free views left. Buying itself is the pay sheet's.
 */
export function LockedCover({ post, playable }: { post: Post; playable?: boolean }) {
  const { t } = useTranslation();
  const { open } = useOverlay();
  const navigate = useNavigate();
  const freeView = useFreeView();
  const freeViews = post.freeViewsLeft ?? 0;
  const price = post.price ?? 0;
  const author = post.userInfo.nickname || post.userInfo.username;
  const monthly = post.subscriptionPrice;

  return (
    <div className={classes.locked} data-locked={post.access}>
      <div className={classes.preview}>
        <PostMedia post={post} playable={playable} />
      </div>
      <div className={classes.lockPanel} role="group" aria-label={t('post.lock.label')}>
        <p className={classes.lockTitle}>
          {t(`post.lock.${post.access === 'free' ? 'paid' : post.access}`, {
            n: post.fileCount,
          })}
        </p>
        <p className={classes.lockHint} data-free-views={freeViews}>
          {t('post.lock.freeViewsLeft', { n: freeViews })}
        </p>
        <div className={classes.lockButtons}>
          {freeViews > 0 ? (
            <Button
              variant="default"
              loading={freeView.isPending}
              onClick={() => freeView.mutate(post)}
            >
              {t('post.lock.useFreeView')}
            </Button>
          ) : null}
          {post.access === 'vip' ? (
            <Button onClick={() => navigate(VIP_PATH)}>{t('post.lock.openVip')}</Button>
          ) : post.access === 'subscription' ? (
            // The creator's own monthly price; without one the creator takes no subscriptions
            // (only a free view can open the post).
            monthly !== null ? (
              <Button
                onClick={() =>
                  open({
                    kind: 'pay',
                    params: {
                      purpose: 'subscription',
                      amount: monthly,
                      targetId: post.userId,
                      label: author,
                    },
                  })
                }
              >
                {t('post.lock.subscribePrice', { price: monthly })}
              </Button>
            ) : null
          ) : (
            <Button
              onClick={() =>
                open({
                  kind: 'pay',
                  params: { purpose: 'post', amount: price, targetId: post.postId },
                })
              }
            >
              {t('post.lock.unlock', { price })}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
