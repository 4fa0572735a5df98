import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { useCurrentUser } from '@/lib/current-user';
import { useInvitees as useInvites } from '../api/promote';
import { detailRowClasses } from '../components/DetailRow';
import { formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { QueryState } from '@/components/query-state/QueryState';
import { noRows } from '../components/states';

/**
 * /promote: the member's invite code and how many people it brought (each successful invite
 * earns the inviter 12 hours of VIP, section 1), and the list of them.
 */
export function PromotePage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const invitees = useInvites();

  return (
    <Page title={t('wallet.promote.title')}>
      <QueryState query={user} skeletonRows={1}>
        {(me) => (
          <>
            <Facts
              headline={me.inviteCode}
              rows={[[t('wallet.promote.count'), String(me.promotionNum)]]}
            />
            <CopyButton value={me.inviteCode}>
              {({ copied, copy }) => (
                <Button size="lg" radius="xl" onClick={copy} aria-live="polite">
                  {copied ? t('wallet.promote.copied') : t('wallet.promote.copy')}
                </Button>
              )}
            </CopyButton>
            <p>{t('wallet.promote.reward')}</p>
          </>
        )}
      </QueryState>
      <QueryState
        query={invitees}
        isEmpty={noRows}
        skeletonRows={2}
        empty={t('wallet.promote.empty')}
      >
        {(data) => (
          <ul className={detailRowClasses.list} aria-label={t('wallet.promote.list')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((row) => (
                <li key={row.userId} className={detailRowClasses.row} data-testid="invitee-row">
                  <span className={detailRowClasses.text}>
                    <span>{row.nickname ?? row.username}</span>
                    <time className={detailRowClasses.time} dateTime={row.invitedAt}>
                      {formatDateTime(row.invitedAt, i18n.language)}
                    </time>
                  </span>
                  <span className={detailRowClasses.amount}>
                    {t('wallet.promote.hours', { count: row.rewardHours })}
                  </span>
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
