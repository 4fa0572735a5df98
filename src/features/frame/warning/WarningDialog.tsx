import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/lib/session-storage';
import { WARNING_HIDDEN_KEY } from './warning-key';

export { WARNING_HIDDEN_KEY };
/** Spec section 9: "The bookmark advice is at least 5". */
export const BOOKMARK_ADVICE = 5;

/**
 * Once per browser session: the site is blocked on mobile networks, its domain changes often,
 * bookmark it. Only 'I know' dismisses it (it is advice the member should acknowledge, so neither a
 * tap outside nor Escape closes it), and that is remembered for the session.
 */
export function WarningDialog() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => sessionStore.get(WARNING_HIDDEN_KEY) === null);

  const dismiss = () => {
    sessionStore.set(WARNING_HIDDEN_KEY, '1');
    setOpened(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t('shell.warning.title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
      radius="lg"
      zIndex={3000}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <List spacing="sm" size="sm">
          <List.Item>{t('shell.warning.blocked')}</List.Item>
          <List.Item>{t('shell.warning.domainChanges')}</List.Item>
          <List.Item>{t('shell.warning.bookmark', { min: BOOKMARK_ADVICE })}</List.Item>
        </List>
        <Text size="sm" fw={600}>
          {t('shell.warning.thanks')}
        </Text>
        <Button fullWidth size="md" radius="xl" onClick={dismiss} data-autofocus>
          {t('shell.warning.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
