import { Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/components/top-bar/go-back';
import { useDeletePost } from '../api/post-detail';

/** The author's "delete post", confirmed first; afterwards back to where they came from. */
export function DeletePostButton({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        // Mantine's subtle red text is shade 0 in dark (near white): the error red, checked for contrast.
        c="var(--mantine-color-error)"
        h={44}
        // Its text on the page's 16 px margin, as every other row of the post page (the row is
        // padded by the page; the button's own padding moved it 18 px further in).
        px={0}
        onClick={() => setConfirming(true)}
      >
        {t('post.detail.delete')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('post.detail.deleteTitle')}
        centered
      >
        <p style={{ marginTop: 0 }}>{t('post.detail.deleteBody')}</p>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('post.detail.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(postId, {
                onSuccess: () => {
                  setConfirming(false);
                  goBack();
                },
              })
            }
          >
            {t('post.detail.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
