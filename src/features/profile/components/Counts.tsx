import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCount } from '@/lib/format';
import classes from './profile.module.css';

export interface CountItem {
  key: string;
  label: string;
  value: number | undefined;
  /** Where a tap goes (follows and fans lists, own posts). */
  to?: string;
}

/** The row of counts under a profile header (W units from 10,000 on). */
export function Counts({ items }: { items: CountItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.counts} aria-label={t('people.counts.label')}>
      {items.map((item) => {
        const body = (
          <>
            <strong data-testid={`count-${item.key}`}>
              {item.value === undefined ? '–' : formatCount(item.value)}
            </strong>
            <span className={classes.muted}>{item.label}</span>
          </>
        );
        return (
          <li key={item.key}>
            {item.to ? (
              <Link to={item.to} className={classes.count}>
                {body}
              </Link>
            ) : (
              <span className={classes.count}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
