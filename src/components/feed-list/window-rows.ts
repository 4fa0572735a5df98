import {
  measureElement,
  windowScroll,
  type VirtualizerOptions,
  type Virtualizer,
} from '@tanstack/react-virtual';

/**
 * Options for a window virtualizer (a feed, the time-zone list) that keep the layout out of
 * React's commit. Whoever first reads the layout after new rows are committed pays for the whole
 * page's layout there, in the task that commits them, and the virtualizer read it twice as its
 * rows mount (find tab, 4x CPU: 125-270 ms each, inside one task). Left alone, the browser lays
 * the page out once, in the frame.
 */
export const windowRowsOptions = {
  measureElement: measureAfterLayout,
  scrollToFn: scrollWindowTo,
  // A row's new size moves the rows after it in the next frame, not inside the ResizeObserver's
  // callback: moved there, they were observed again in the same frame, and the browser reported
  // "ResizeObserver loop completed with undelivered notifications" as the feed's end came in.
  useAnimationFrameWithResizeObserver: true,
} satisfies Partial<VirtualizerOptions<Window, Element>>;

/**
 * A row's height as the ResizeObserver reports it, after the frame's own layout and before it
 * paints. As a row mounts, its ref asks too, with no observation yet: the default then reads
 * `offsetHeight`, a forced layout. Answered with what is known (the size measured before, or the
 * estimate), the row is laid out with the frame, and its observation places the rows that follow.
 */
function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/**
 * The virtualizer's scroll, with its write of the top as `scrollTo(0, 0)`. It writes the offset
 * it knows each time it attaches to the window (0 on a list's first mount), as `scrollTo({ top })`:
 * the current horizontal position is kept, which needs the layout. Chromium skips the layout for
 * (0, 0), which can never be clamped; the app never scrolls sideways (the story tests' layout
 * check fails a page that does), so both mean the same.
 */
function scrollWindowTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  if (offset + (options.adjustments ?? 0) === 0 && options.behavior !== 'smooth') {
    instance.scrollElement?.scrollTo(0, 0);
    return;
  }
  windowScroll(offset, options, instance);
}
