import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './settings.module.css';

/** One row of a settings list: a label, its current value, and where it leads. */
export function SettingsRow({
  to,
  label,
  value,
}: {
  to: string;
  label: ReactNode;
  value?: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className={classes.row}>
        <span>{label}</span>
        <span className={classes.value}>
          {value} <span aria-hidden="true">›</span>
        </span>
      </Link>
    </li>
  );
}

export { classes as settingsClasses };
