import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { APP_PATHS, profilePath } from '@/lib/app-paths';
import { useDeleteConversation } from '../api/chat';
import { MoreIcon } from '@/components/icons/MoreIcon';

/** The conversation's menu: the other member's page, and deleting the whole conversation. */
export function ConversationMenu({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteConversation(userId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: 'teal', message: t('chat.conversationDeleted') });
        void navigate(`${APP_PATHS.activity}?tab=chat`, { replace: true });
      },
      // The error policy has shown the server's message (a network failure is silent): the
      // dialog stays for another try.
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={t('chat.menu')}
          >
            <MoreIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={profilePath(userId)}>
            {t('chat.viewProfile')}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setAsking(true)}>
            {t('chat.deleteConversation')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('chat.deleteConversation')}
        centered
        closeButtonProps={{ 'aria-label': t('chat.cancel') }}
      >
        <Text mb="md">{t('chat.deleteConversationConfirm', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('chat.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('chat.deleteConversationYes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
