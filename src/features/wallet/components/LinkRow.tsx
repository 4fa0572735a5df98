import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './LinkRow.module.css';

/** A list of navigation rows (a settings-style list). */
export function LinkList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

export function LinkRow({ to, label, value }: { to: string; label: string; value?: ReactNode }) {
  return (
    <li className={classes.row}>
      <Link to={to} className={classes.link}>
        <span>{label}</span>
        {value !== undefined ? <span className={classes.value}>{value}</span> : null}
        <svg
          className={classes.chevron}
          style={value === undefined ? { marginLeft: 'auto' } : undefined}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Link>
    </li>
  );
}
