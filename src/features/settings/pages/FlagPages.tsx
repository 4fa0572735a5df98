import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { noticeFlags, privacyFlags } from '../api/flags';
import { FlagSwitches } from '../components/FlagSwitches';

const PRIVACY_KEYS = ['onlyFollowedCanComment', 'hideFromContacts', 'hideFromLocation'] as const;
const NOTICE_KEYS = [
  'likesAndFavorites',
  'newFollows',
  'comments',
  'mentions',
  'messages',
  'followersPosts',
] as const;

/** /column/settings/privacy: the three privacy flags. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('settings.privacy.title')}>
      <FlagSwitches
        query={privacyFlags.useFlags()}
        save={privacyFlags.useSetFlag()}
        keys={PRIVACY_KEYS}
        section="settings.privacy"
      />
    </Page>
  );
}

/** /column/settings/notice: the six notification flags. */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('settings.notice.title')}>
      <FlagSwitches
        query={noticeFlags.useFlags()}
        save={noticeFlags.useSetFlag()}
        keys={NOTICE_KEYS}
        section="settings.notice"
      />
    </Page>
  );
}
