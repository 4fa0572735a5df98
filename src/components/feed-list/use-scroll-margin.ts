import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A window-virtualized list's distance from the top of the document (its `scrollMargin`): what is
 * above it (banners, tabs, a search field) arrives later and moves it, so it is measured again
 * whenever the page's size changes. A hidden list (a kept-alive tab) measures nothing; the effect
 * runs again when it is shown.
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
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return scrollMargin;
}
