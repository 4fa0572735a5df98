import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_MS, failureNotice, showNotification } from '@/lib/notify';
import { useBatchDelete } from './comment-mutations';
import { summarize, type Selection } from './selection';
import classes from './comments.module.css';

/**
 * The bar of the batch-delete mode (post owner): how many are chosen, cancel, delete. Delete
 * with nothing chosen gives the spec's danger notice; otherwise a confirmation names the number
 * of comments and of distinct users before anything goes.
 */
export function BatchDeleteBar({
  postId,
  selection,
  onDone,
}: {
  postId: string;
  selection: Selection;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useBatchDelete(postId);
  const summary = summarize(selection);

  const askFirst = () => {
    if (!summary.items.length) {
      showNotification(
        failureNotice(t('comments.batch.nothingChosen'), { id: 'comments-batch-empty' }),
      );
      return;
    }
    setConfirming(true);
  };

  const confirm = () =>
    remove.mutate(summary.items, {
      onSuccess: (answer) => {
        setConfirming(false);
        showNotification({
          id: 'comments-batch-done',
          message: t('comments.batch.done', { n: answer.commentNum + answer.replyNum }),
          autoClose: CONFIRMATION_MS,
        });
        onDone();
      },
    });

  return (
    <>
      <div className={classes.batchBar} role="region" aria-label={t('comments.batch.title')}>
        <Text size="sm" data-batch-count="">
          {t('comments.batch.chosen', { n: summary.comments })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('comments.cancel')}
          </Button>
          <Button color="red.8" onClick={askFirst}>
            {t('comments.batch.delete')}
          </Button>
        </Group>
      </div>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('comments.batch.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('comments.close') }}
        centered
      >
        <Text data-batch-summary="">
          {t('comments.batch.confirm', { comments: summary.comments, users: summary.users })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('comments.cancel')}
          </Button>
          <Button color="red.8" loading={remove.isPending} onClick={confirm}>
            {t('comments.batch.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
