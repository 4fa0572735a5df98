import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../api/catalog';

/** Notice triggers: 1 app start, 2 after login, 3 on the wallet. */
export const NOTICE_TRIGGERS = { appStart: 1, afterLogin: 2, wallet: 3 } as const;

/** Each notice shows once per browser session. */
export const SEEN_NOTICES_KEY = 'feed_seen_notices';

function seenNotices(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SEEN_NOTICES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The first valid notice of a trigger not yet seen this session, as a dialog. */
export function PopupNotice({ trigger }: { trigger: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useNotices(trigger);
  const [seen, setSeen] = useState(seenNotices);
  const notice = data?.find((n) => !seen.includes(n.id));
  if (!notice) return null;

  const dismiss = () => {
    const next = [...seen, notice.id];
    sessionStorage.setItem(SEEN_NOTICES_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <Modal
      opened
      onClose={dismiss}
      title={notice.title}
      centered
      closeButtonProps={{ 'aria-label': t('feed.notice.close') }}
    >
      <p style={{ marginTop: 0 }}>{notice.content}</p>
      {notice.linkUrl ? (
        <Button
          fullWidth
          onClick={() => {
            dismiss();
            void navigate(notice.linkUrl!);
          }}
        >
          {t('feed.notice.open')}
        </Button>
      ) : (
        <Button fullWidth onClick={dismiss}>
          {t('feed.notice.ok')}
        </Button>
      )}
    </Modal>
  );
}
