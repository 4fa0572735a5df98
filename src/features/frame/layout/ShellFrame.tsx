import type { CSSProperties, ReactNode } from 'react';
import './shell.css';
import classes from './ShellFrame.module.css';

export interface ShellFrameProps {
  children: ReactNode;
  /** Shown above <main>, e.g. the offline banner. */
  banner?: ReactNode;
  /** Height of the banner in px: sticky top bars sit below it. */
  bannerHeight?: number;
}

/** The centred phone column with safe-area padding: every screen, including the error layout. */
export function ShellFrame({ children, banner, bannerHeight = 0 }: ShellFrameProps) {
  const style = { '--shell-banner-height': `${bannerHeight}px` } as CSSProperties;
  return (
    <div className={classes.column} style={style}>
      {banner}
      <main className={classes.main}>{children}</main>
    </div>
  );
}
