import type { CSSProperties, ReactNode } from 'react';
import './frame.css';
import classes from './FrameColumn.module.css';

export interface FrameColumnProps {
  children: ReactNode;
  /** Shown above <main>, e.g. the offline banner. */
  banner?: ReactNode;
  /** Height of the banner in px: sticky top bars sit below it. */
  bannerHeight?: number;
}

/** The centred phone column with safe-area padding: every screen, including the error layout. */
export function FrameColumn({ children, banner, bannerHeight = 0 }: FrameColumnProps) {
  const style = { '--frame-banner-height': `${bannerHeight}px` } as CSSProperties;
  return (
    <div className={classes.column} style={style}>
      {banner}
      <main className={classes.main}>{children}</main>
    </div>
  );
}
