import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import tabClasses from '@/components/tab-bar/TabBar.module.css';
import { useActiveInView } from '@/components/tab-bar/use-active-in-view';

export interface SubTabsProps<K extends string> {
  label: string;
  keys: readonly K[];
  active: K;
  /** The address of each sub-list (a search parameter on the same page). */
  href: (key: K) => string;
  /** Locale key prefix of the tab names. */
  names: string;
}

/**
 * Sub-lists as links (shareable addresses), replacing the history entry and keeping the scroll:
 * the kept-alive list restores its own position.
 */
export function SubTabs<K extends string>({ label, keys, active, href, names }: SubTabsProps<K>) {
  const { t } = useTranslation();
  const strip = useRef<HTMLElement>(null);
  // The active sub-list stays in view in the strip (the last ones start off screen on a phone).
  useActiveInView(strip, active);
  return (
    <nav ref={strip} className={tabClasses.strip} aria-label={label}>
      {keys.map((key) => (
        <Link
          key={key}
          to={href(key)}
          replace
          preventScrollReset
          className={tabClasses.chip}
          aria-current={key === active ? 'page' : undefined}
          data-sub-list={key}
        >
          {t(`${names}.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
