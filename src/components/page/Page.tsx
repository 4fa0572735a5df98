import type { ReactNode } from 'react';
import { TopBar, type TopBarProps } from '../top-bar/TopBar';
import classes from './Page.module.css';

export interface PageProps extends Omit<TopBarProps, 'title'> {
  title: ReactNode;
  children: ReactNode;
  /** Centre the content (error pages, short status screens). */
  centered?: boolean;
}

/** A screen of the shell: the top bar, then padded content. */
export function Page({ title, children, centered = false, ...bar }: PageProps) {
  return (
    <>
      <TopBar title={title} {...bar} />
      <div className={centered ? classes.centered : classes.content}>{children}</div>
    </>
  );
}

export { classes as pageClasses };
