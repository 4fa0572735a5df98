import type { CSSProperties } from 'react';
import classes from './reader.module.css';

/**
 * One bar per snapshot of this author: done ones full, the current one filling over `ms` (a CSS
 * animation that pauses with the reader), the rest empty. Decorative: the count is in the label.
 */
export function ProgressBars({
  count,
  index,
  ms,
  paused,
  runKey,
}: {
  count: number;
  index: number;
  /** How long the current one lasts, or null while unknown (a clip before it loads). */
  ms: number | null;
  paused: boolean;
  runKey: string;
}) {
  return (
    <div className={classes.bars} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => {
        const filling = i === index && ms !== null;
        const style = (
          filling
            ? { '--fill-ms': `${ms}ms`, '--fill-state': paused ? 'paused' : 'running' }
            : i < index
              ? {}
              : { transform: 'scaleX(0)' }
        ) as CSSProperties;
        return (
          <div key={i} className={classes.bar}>
            <div
              key={i === index ? runKey : i}
              className={filling ? `${classes.fill} ${classes.filling}` : classes.fill}
              style={style}
            />
          </div>
        );
      })}
    </div>
  );
}
