import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BalanceDetail } from '@/api/schemas/wallet';
import { formatSignedYuan } from '@/lib/money';
import { detailPath } from '@/lib/wallet-paths';
import { detailTypeKey, formatDateTime } from './detail-types';
import classes from './DetailRow.module.css';

export { classes as detailRowClasses };

/** One balance detail: its type, when, and the signed amount; opens the detail screen. */
export function DetailRow({ detail }: { detail: BalanceDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link to={detailPath(detail.id)} className={classes.row} data-testid="detail-row">
        <span className={classes.text}>
          <span>{t(detailTypeKey(detail.type))}</span>
          <time className={classes.time} dateTime={detail.createdAt}>
            {formatDateTime(detail.createdAt, i18n.language)}
          </time>
        </span>
        <span className={`${classes.amount} ${detail.amount > 0 ? classes.income : ''}`}>
          {formatSignedYuan(detail.amount)}
        </span>
      </Link>
    </li>
  );
}
