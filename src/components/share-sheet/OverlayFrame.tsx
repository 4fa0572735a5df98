import { CloseButton, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A centred dialog with a title and a close button. Built from Modal's parts without its
 * <header>: over the tab container (whose top bar is the page's banner) a second <header> would
 * be a second banner landmark.
 */
export function OverlayFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Modal.Title fw={700}>{title}</Modal.Title>
            <CloseButton aria-label={t('people.share.close')} onClick={onClose} />
          </Group>
          {children}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
