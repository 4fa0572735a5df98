import { Button, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/Page';
import { useCurrentUser } from '@/lib/current-user';
import { useInvitees as useInvites } from '../api/promote';
import { detailRowClasses } from '../components/DetailRow';
import { formatDateTime } from '../components/detail-types';
import { Facts } from '../components/Facts';
import { EmptyList, LoadFailed, WalletSkeleton } from '../components/states';

/**
 * /promote: the member's invite code and how many people it brought (each successful invite
 * earns the inviter 12 hours of VIP, section 1), and the list of them.
 */
export function PromotePage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const invitees = useInvites();
  const rows = invitees.data?.pages.flatMap((p) => p.resultList) ?? [];

  return (
    <Page title={t('wallet.promote.title')}>
      {user.isPending ? <WalletSkeleton rows={1} /> : null}
      {user.data ? (
        <>
          <Facts
            headline={user.data.inviteCode}
            rows={[[t('wallet.promote.count'), String(user.data.promotionNum)]]}
          />
          <CopyButton value={user.data.inviteCode}>
            {({ copied, copy }) => (
              <Button size="lg" radius="xl" onClick={copy} aria-live="polite">
                {copied ? t('wallet.promote.copied') : t('wallet.promote.copy')}
              </Button>
            )}
          </CopyButton>
          <p>{t('wallet.promote.reward')}</p>
        </>
      ) : null}
      {invitees.isPending ? <WalletSkeleton rows={2} /> : null}
      {invitees.isError ? <LoadFailed onRetry={() => void invitees.refetch()} /> : null}
      {invitees.isSuccess && rows.length === 0 ? (
        <EmptyList text={t('wallet.promote.empty')} />
      ) : null}
      {rows.length ? (
        <ul className={detailRowClasses.list} aria-label={t('wallet.promote.list')}>
          {rows.map((row) => (
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
      ) : null}
    </Page>
  );
}
