import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { pageClasses } from '@/components/page/Page';
import { CheckIcon } from '@/components/icons/CheckIcon';
import { useScrollMargin } from '@/components/feed-list/use-scroll-margin';
import { windowRowsOptions } from '@/components/feed-list/window-rows';
import type { TimeZoneEntry } from './time-zones';
import classes from './TimeZoneListPage.module.css';

/** A row's height before it is measured (two lines of text, its padding and its 1 px border). */
const ROW_HEIGHT = 63;

interface ZoneRowsProps {
  zones: TimeZoneEntry[];
  chosen: string;
  onChoose: (id: string) => void;
}

/**
 * The ~400 zones, only those on and near the screen in the page (a window virtualizer): a phone
 * keeps ~25 rows instead of ~3,000 elements, and the page opens, filters and is read by a screen
 * reader (each row says its place in the whole list) without the cost of the rest.
 */
export function ZoneRows({ zones, chosen, onChoose }: ZoneRowsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // Below the current zone and the search field.
  const scrollMargin = useScrollMargin(listRef);

  const virtualizer = useWindowVirtualizer({
    count: zones.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => zones[index]!.id,
    ...windowRowsOptions,
    // Rows in the first render, not after a measuring re-render (FeedList explains).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  return (
    <ul ref={listRef} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const zone = zones[row.index]!;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={zones.length}
            aria-posinset={row.index + 1}
            className={classes.row}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <label className={classes.option}>
              <input
                className={classes.radio}
                type="radio"
                name="timeZone"
                value={zone.id}
                checked={zone.id === chosen}
                onChange={() => onChoose(zone.id)}
              />
              <span className={classes.names}>
                <span className={classes.city}>{zone.city}</span>
                {zone.region ? <span className={pageClasses.secondary}>{zone.region}</span> : null}
              </span>
              <span className={`${classes.offset} ${pageClasses.secondary}`}>
                {zone.offsetLabel}
              </span>
              {zone.id === chosen ? (
                <CheckIcon className={classes.check} />
              ) : (
                <span className={classes.check} />
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
