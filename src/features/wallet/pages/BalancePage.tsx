import { Anchor, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { useBalanceDetails } from '../api/details';
import { BalanceCard } from '../components/BalanceCard';
import { DetailRow, detailRowClasses } from '../components/DetailRow';
import { noRows } from '../components/states';
import { BalanceActions } from './WalletPage';

/** Rows of the latest details shown under the balance. */
const LATEST = 5;

/** /wallet/balance: the balance, recharge and withdrawal, and the latest details. */
export function BalancePage() {
  const { t } = useTranslation();
  const account = useWalletAccount();
  const details = useBalanceDetails();

  return (
    <Page title={t('wallet.balance.title')}>
      <QueryState query={account} skeletonRows={1}>
        {(data) => (
          <BalanceCard balance={data.availableBalance}>
            <BalanceActions />
          </BalanceCard>
        )}
      </QueryState>
      <section aria-labelledby="balance-latest">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="balance-latest">
            {t('wallet.details.latest')}
          </Title>
          <Anchor component={Link} to={WALLET_PATHS.details} py="xs">
            {t('wallet.details.all')}
          </Anchor>
        </Group>
        <QueryState query={details} isEmpty={noRows} empty={t('wallet.details.empty')}>
          {(data) => (
            <ul className={detailRowClasses.list}>
              {(data.pages[0]?.resultList ?? []).slice(0, LATEST).map((detail) => (
                <DetailRow key={detail.id} detail={detail} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Page>
  );
}
