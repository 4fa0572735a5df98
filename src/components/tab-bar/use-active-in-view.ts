import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

const ACTIVE = '[aria-current="page"], [aria-selected="true"]';

/**
 * Keeps the active item of a strip that scrolls sideways in view: its last tabs start off screen
 * on a phone, and one opened by its address (or a language with longer names) was active out of
 * sight, with no tab shown as selected. It moves only when the item is cut off, and then centres
 * it. Run again when the active item or the language changes, and when the items change size
 * (an unread dot arriving after the first render widens the tabs before it), until the member
 * moves the strip themselves.
 *
 * Measured only when the observer reports (its first report for each item comes as it starts
 * observing), after the frame's layout and before it paints: measured in the effect itself, it
 * forced the layout of the whole page inside the commit that shows it (find tab, 4x CPU: 229 ms).
 */
export function useActiveInView(strip: RefObject<HTMLElement | null>, active: unknown): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const box = strip.current;
    if (!box) return;
    const reveal = () => {
      const item = box.querySelector<HTMLElement>(ACTIVE);
      if (!item) return;
      const outer = box.getBoundingClientRect();
      const inner = item.getBoundingClientRect();
      if (inner.left < outer.left - 1 || inner.right > outer.right + 1) {
        box.scrollBy({ left: inner.left - outer.left - (outer.width - inner.width) / 2 });
      }
    };
    const observer = new ResizeObserver(reveal);
    for (const item of box.children) observer.observe(item);
    const stop = () => observer.disconnect();
    const events = ['pointerdown', 'wheel', 'touchstart'] as const;
    for (const name of events) box.addEventListener(name, stop, { passive: true, once: true });
    return () => {
      stop();
      for (const name of events) box.removeEventListener(name, stop);
    };
  }, [strip, active, language]);
}
