import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { windowRowsOptions } from './window-rows';

/** What the two options read of the virtualizer, and a window whose scroll calls are recorded. */
function virtualizer(sizes: Record<string, number> = {}) {
  const scrollTo = vi.fn();
  const instance = {
    scrollElement: { scrollTo },
    itemSizeCache: new Map(Object.entries(sizes)),
    indexFromElement: (el: Element) => Number(el.getAttribute('data-index')),
    options: {
      getItemKey: (index: number) => `row-${index}`,
      estimateSize: () => 420,
      horizontal: false,
      useCachedMeasurements: false,
    },
  } as unknown as Virtualizer<Window, Element>;
  return { instance, scrollTo };
}

function row(index: number): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-index', String(index));
  // Reading it would be a forced layout in a browser: it must not be read as a row mounts.
  Object.defineProperty(el, 'offsetHeight', {
    get: () => {
      throw new Error('offsetHeight read');
    },
  });
  return el;
}

describe('window rows: no layout read inside the commit', () => {
  it("answers a mounting row with its known size, or the estimate, without reading the page's layout", () => {
    const { instance } = virtualizer({ 'row-1': 318 });
    expect(windowRowsOptions.measureElement(row(1), undefined, instance)).toBe(318);
    expect(windowRowsOptions.measureElement(row(2), undefined, instance)).toBe(420);
  });

  it("takes the ResizeObserver's border box once it reports", () => {
    const { instance } = virtualizer({ 'row-1': 318 });
    const entry = { borderBoxSize: [{ blockSize: 296.6, inlineSize: 390 }] };
    expect(
      windowRowsOptions.measureElement(row(1), entry as unknown as ResizeObserverEntry, instance),
    ).toBe(297);
  });

  it('writes the top as scrollTo(0, 0), which needs no layout', () => {
    const { instance, scrollTo } = virtualizer();
    windowRowsOptions.scrollToFn(0, {}, instance);
    windowRowsOptions.scrollToFn(40, { adjustments: -40 }, instance);
    expect(scrollTo.mock.calls).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('leaves any other offset, and a smooth scroll to the top, to the virtualizer', () => {
    const { instance, scrollTo } = virtualizer();
    windowRowsOptions.scrollToFn(1200, { adjustments: 30 }, instance);
    windowRowsOptions.scrollToFn(0, { behavior: 'smooth' }, instance);
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 1230, behavior: undefined }],
      [{ top: 0, behavior: 'smooth' }],
    ]);
  });
});
