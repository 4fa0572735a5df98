import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/schemas/user';
import { ReportDialog, type ReportTarget } from '@/components/report-dialog/ReportDialog';
import { MoreIcon } from '@/components/icons/MoreIcon';

/**
 * The person page's menu (top bar, another member's page, signed in): report the user. The report
 * dialog is the one comments use (reasons from the server, a description, the success flag).
 */
export function PersonMenu({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [report, setReport] = useState<ReportTarget | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={t('people.person.menu')}
            data-action="person-menu"
          >
            <MoreIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              setReport({
                kind: 'user',
                id: user.userId,
                user: { userId: user.userId, username: user.username },
              })
            }
          >
            {t('comments.report.title.user')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </>
  );
}
