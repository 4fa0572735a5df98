import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/lib/money';
import classes from './BalanceCard.module.css';

/** The balance in large type, with actions below it. */
export function BalanceCard({ balance, children }: { balance: number; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={classes.card} aria-labelledby="wallet-balance-label">
      <p className={classes.label} id="wallet-balance-label">
        {t('wallet.balance.label')}
      </p>
      <p className={classes.amount} data-testid="wallet-balance">
        {formatYuan(balance)}
      </p>
      {children}
    </section>
  );
}
