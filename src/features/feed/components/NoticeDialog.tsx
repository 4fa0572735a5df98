import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PopupNotice } from '@/api/schemas/feed';

export interface NoticeDialogProps {
  notice: PopupNotice;
  /** Marks the notice seen (and closes the dialog). */
  onDismiss: () => void;
}

/** A popup notice: its title and text, and either its link or an OK. */
export function NoticeDialog({ notice, onDismiss }: NoticeDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={onDismiss}
      title={notice.title}
      centered
      closeButtonProps={{ 'aria-label': t('feed.notice.close') }}
    >
      <p style={{ marginTop: 0 }}>{notice.content}</p>
      {notice.linkUrl ? (
        <Button
          fullWidth
          onClick={() => {
            onDismiss();
            void navigate(notice.linkUrl!);
          }}
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
