import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, Reply } from '@/api/schemas/comment';
import { menuActions, type MenuAction } from './comment-menu';

export interface MenuTarget {
  comment: Comment;
  reply?: Reply;
}

export interface CommentMenuProps {
  target: MenuTarget | null;
  viewerId: string | null;
  postOwnerId: string;
  onClose: () => void;
  onAction: (action: MenuAction, target: MenuTarget) => void;
  busy: boolean;
}

/**
 * The comment menu, a sheet from the bottom (long press on a phone, the "more" button for the
 * keyboard and the mouse). Its entries follow the kind of comment (comment-menu.ts); delete asks
 * once more before it goes.
 */
export function CommentMenu({
  target,
  viewerId,
  postOwnerId,
  onClose,
  onAction,
  busy,
}: CommentMenuProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const row = target?.reply ?? target?.comment;
  const actions = target
    ? menuActions({
        own: row!.userInfo.userId === viewerId,
        postOwner: postOwnerId === viewerId,
        comment: !target.reply,
        pinned: !target.reply && target.comment.top,
      })
    : [];
  return (
    <Drawer
      opened={target !== null}
      onClose={close}
      position="bottom"
      closeButtonProps={{ 'aria-label': t('comments.close') }}
      // Tall enough for the longest menu (pin, report, delete) and the delete confirmation.
      size={300}
      title={t(target?.reply ? 'comments.menu.replyTitle' : 'comments.menu.title')}
    >
      {target && row ? (
        <Stack gap="xs" pb="md">
          <Text size="sm" lineClamp={2} c="dimmed">
            {row.content}
          </Text>
          {confirming ? (
            <>
              <Text fw={600}>{t('comments.menu.deleteConfirm')}</Text>
              <Button
                color="red.8"
                loading={busy}
                onClick={() => {
                  setConfirming(false);
                  onAction('delete', target);
                }}
              >
                {t('comments.menu.delete')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('comments.cancel')}
              </Button>
            </>
          ) : (
            actions.map((action) => (
              <Button
                key={action}
                variant={action === 'delete' ? 'light' : 'default'}
                color={action === 'delete' ? 'red' : undefined}
                loading={busy && action !== 'delete'}
                onClick={() =>
                  action === 'delete' ? setConfirming(true) : onAction(action, target)
                }
              >
                {t(`comments.menu.${action}`)}
              </Button>
            ))
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
