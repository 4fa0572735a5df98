import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { NoticeList } from '../components/NoticeList';

/** /column/sysMsg: messages from the platform, newest first, with their own "clear all". */
export function SysMsgPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('activity.sysMsg.title')}>
      <NoticeList type="system" />
    </Page>
  );
}
