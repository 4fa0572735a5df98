import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A window-virtualized list's distance from the top of the document (its `scrollMargin`): what is
 * above it (banners, tabs, a search field) arrives later and moves it, so it is measured again
 * whenever the page's size changes. A hidden list (a kept-alive tab) measures nothing; the effect
 * runs again when it is shown.
 *
 * Measured only when the observer reports, after the frame's layout (its first report comes as
 * it starts observing): measured in the effect itself, it forced a layout of the whole page
 * inside React's commit, and then a synchronous re-render (the find tab's first cards: 240 ms of
 * a 4x-slowed phone in one task). Until then the rows are placed as they will be (each row's
 * offset is relative to the list: `start - scrollMargin`); only which rows count as on screen
 * waits for it, and the rows rendered beyond the screen cover that.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      if (el.offsetParent === null) return;
      setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return scrollMargin;
}
