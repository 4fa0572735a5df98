import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/schemas/post';
import { useDeletePost } from '../api/own';
import { ReviewBadge } from './ReviewBadge';

/** On the member's own cards: the review state and a delete with a confirmation. */
export function OwnPostMenu({ post }: { post: Post }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const remove = useDeletePost();
  const confirm = () =>
    remove.mutate(post.postId, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'teal', message: t('people.own.deleted') });
      },
      // The error policy has shown the server's message; the dialog stays for another try.
    });
  return (
    <Group gap={6} wrap="nowrap">
      <ReviewBadge status={post.reviewStatus} />
      <Button
        size="compact-sm"
        h={32}
        variant="subtle"
        color="red"
        // Mantine's subtle red text is shade 0 in dark (near white): the error red, checked for contrast.
        c="var(--mantine-color-error)"
        onClick={() => setAsking(true)}
      >
        {t('people.own.delete')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('people.own.delete')}
        centered
        closeButtonProps={{ 'aria-label': t('people.share.close') }}
      >
        <Text mb="md">{t('people.own.deleteConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('people.own.deleteNo')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('people.own.deleteYes')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
