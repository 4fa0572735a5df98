import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { userIdAtom } from '@/lib/session';
import { OwnLists } from '../components/OwnLists';

/**
 * /column/columnTabbar/personalInfo: the member's own lists (section 2): posts, liked posts,
 * collections, long videos and snapshots, one tab each (?list=).
 */
export function PersonalInfoPage() {
  const { t } = useTranslation();
  const userId = useAtomValue(userIdAtom);
  return (
    <Page title={t('people.personalInfo.title')}>
      {userId ? <OwnLists all userId={userId} /> : null}
    </Page>
  );
}
