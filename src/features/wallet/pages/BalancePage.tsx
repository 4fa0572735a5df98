import { Anchor, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { useBalanceDetails } from '../api/details';
import { BalanceCard } from '../components/BalanceCard';
import { DetailRow, detailRowClasses } from '../components/DetailRow';
import { EmptyList, LoadFailed, WalletSkeleton } from '../components/states';
import { BalanceActions } from './WalletPage';

/** Rows of the latest details shown under the balance. */
const LATEST = 5;

/** /wallet/balance: the balance, recharge and withdrawal, and the latest details. */
export function BalancePage() {
  const { t } = useTranslation();
  const account = useWalletAccount();
  const details = useBalanceDetails();
  const latest = details.data?.pages[0]?.resultList.slice(0, LATEST) ?? [];

  return (
    <Page title={t('wallet.balance.title')}>
      {account.isPending ? <WalletSkeleton rows={0} /> : null}
      {account.isError ? <LoadFailed onRetry={() => void account.refetch()} /> : null}
      {account.data ? (
        <BalanceCard balance={account.data.availableBalance}>
          <BalanceActions />
        </BalanceCard>
      ) : null}
      <section aria-labelledby="balance-latest">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="balance-latest">
            {t('wallet.details.latest')}
          </Title>
          <Anchor component={Link} to={WALLET_PATHS.details} py="xs">
            {t('wallet.details.all')}
          </Anchor>
        </Group>
        {details.isPending ? <WalletSkeleton rows={3} /> : null}
        {details.isError ? <LoadFailed onRetry={() => void details.refetch()} /> : null}
        {details.isSuccess && latest.length === 0 ? (
          <EmptyList text={t('wallet.details.empty')} />
        ) : null}
        {latest.length ? (
          <ul className={detailRowClasses.list}>
            {latest.map((detail) => (
              <DetailRow key={detail.id} detail={detail} />
            ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
}
