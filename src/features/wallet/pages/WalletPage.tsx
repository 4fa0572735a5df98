import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { formatYuan } from '@/lib/money';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useWalletAccount } from '../api/account';
import { BalanceCard } from '../components/BalanceCard';
import { WITHDRAWAL_RECORDS_PATH } from '../components/WithdrawalRecords';
import { LinkList, LinkRow } from '../components/LinkRow';
import { Tickets } from '../components/Tickets';
import classes from './WalletPage.module.css';

/** The balance card's two actions. */
export function BalanceActions() {
  const { t } = useTranslation();
  return (
    <div className={classes.actions}>
      <Button component={Link} to={WALLET_PATHS.recharge} size="md" radius="xl" flex={1}>
        {t('wallet.recharge.action')}
      </Button>
      <Button
        component={Link}
        to={WALLET_PATHS.cash}
        size="md"
        radius="xl"
        variant="default"
        flex={1}
      >
        {t('wallet.cash.action')}
      </Button>
    </div>
  );
}

/** /wallet (section 2): balance, tickets, details, recharge, withdrawal and bank account. */
export function WalletPage() {
  const { t } = useTranslation();
  const account = useWalletAccount();

  return (
    <Page title={t('wallet.title')}>
      <QueryState query={account} skeletonRows={5}>
        {(data) => (
          // The balance card, the ticket strip and the list apart, not touching (the strip's
          // cells, the card and the list share one background).
          <Stack gap="md">
            <BalanceCard balance={data.availableBalance}>
              <BalanceActions />
            </BalanceCard>
            <Tickets tickets={data} />
            <LinkList label={t('wallet.title')}>
              {/* Issue 26.3: every wallet screen is a tap away, the balance page included. */}
              <LinkRow
                to={WALLET_PATHS.balance}
                label={t('wallet.balance.title')}
                value={formatYuan(data.availableBalance)}
              />
              <LinkRow to={WALLET_PATHS.details} label={t('wallet.details.title')} />
              <LinkRow to={WITHDRAWAL_RECORDS_PATH} label={t('wallet.cash.records')} />
              <LinkRow to={WALLET_PATHS.vip} label={t('wallet.vip.title')} />
              <LinkRow to={WALLET_PATHS.vipRecords} label={t('wallet.vipRecords.title')} />
              <LinkRow to={WALLET_PATHS.cashAccount} label={t('wallet.bank.title')} />
              <LinkRow
                to={WALLET_PATHS.subscription}
                label={t('wallet.subscription.title')}
                value={
                  data.subscriptionPrice === null
                    ? t('wallet.subscription.off')
                    : formatYuan(data.subscriptionPrice)
                }
              />
              <LinkRow to={WALLET_PATHS.rechargeCard} label={t('wallet.rechargeCard.title')} />
              <LinkRow to={WALLET_PATHS.exchange} label={t('wallet.exchange.title')} />
              <LinkRow to={WALLET_PATHS.promote} label={t('wallet.promote.title')} />
              <LinkRow
                to={
                  data.hasPayPassword ? WALLET_PATHS.modifyPayPassword : WALLET_PATHS.setPayPassword
                }
                label={t('wallet.payPassword.title')}
                value={
                  data.hasPayPassword
                    ? t('wallet.payPassword.isSet')
                    : t('wallet.payPassword.notSet')
                }
              />
            </LinkList>
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
