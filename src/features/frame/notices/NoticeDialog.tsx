import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PopupNotice } from '@/api/schemas/feed';
import { classifyLink } from '@/lib/safe-link';

export interface NoticeDialogProps {
  notice: PopupNotice;
  /** Marks the notice seen (and closes the dialog). */
  onDismiss: () => void;
}

/** A popup notice: its title and text, and either its link or an OK. */
export function NoticeDialog({ notice, onDismiss }: NoticeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only an app path or an http(s) address opens; anything else leaves the notice with an OK.
  const link = classifyLink(notice.linkUrl);
  return (
    <Modal
      opened
      onClose={onDismiss}
      title={notice.title}
      centered
      closeButtonProps={{ 'aria-label': t('feed.notice.close') }}
    >
      <p style={{ marginTop: 0 }}>{notice.content}</p>
      {link?.kind === 'internal' ? (
        <Button
          fullWidth
          onClick={() => {
            onDismiss();
            void navigate(link.path);
          }}
        >
          {t('feed.notice.open')}
        </Button>
      ) : link?.kind === 'external' ? (
        <Button
          fullWidth
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onDismiss}
        >
          {t('feed.notice.open')}
        </Button>
      ) : (
        <Button fullWidth onClick={onDismiss}>
          {t('feed.notice.ok')}
        </Button>
      )}
    </Modal>
  );
}
