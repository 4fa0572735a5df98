import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { BACKDROP_SETTLE_MS } from './backdrop-guard';

/**
 * Issue 27, point 7: the second tap of a double tap on a button that opens a sheet or a dialog
 * lands on its backdrop, and must not close it. The guard is in the theme (every Mantine Overlay),
 * so a Drawer (the pay sheet) and a Modal (every dialog) are checked as the app renders them.
 */
function Opener({ kind }: { kind: 'drawer' | 'modal' }) {
  const [opened, setOpened] = useState(false);
  const Sheet = kind === 'drawer' ? Drawer : Modal;
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Buy
      </button>
      <Sheet opened={opened} onClose={() => setOpened(false)} title="Pay" withinPortal={false}>
        sheet body
      </Sheet>
    </>
  );
}

function renderOpener(kind: 'drawer' | 'modal') {
  render(
    <MantineProvider theme={{ ...theme, respectReducedMotion: false }} env="test">
      <Opener kind={kind} />
    </MantineProvider>,
  );
}

const backdrop = () => document.querySelector<HTMLElement>('.mantine-Overlay-root')!;

/** A whole tap on an element: the press, then its click. */
function tap(element: Element) {
  fireEvent.pointerDown(element);
  fireEvent.pointerUp(element);
  fireEvent.click(element);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(['drawer', 'modal'] as const)('a %s opened by a double tap', (kind) => {
  it('stays open when the second tap lands on its backdrop', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    renderOpener(kind);
    tap(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByText('sheet body')).toBeTruthy();
    vi.advanceTimersByTime(120);
    tap(backdrop());
    expect(screen.queryByText('sheet body')).not.toBeNull();
  });

  it('closes on a tap of its backdrop once it has settled', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    renderOpener(kind);
    tap(screen.getByRole('button', { name: 'Buy' }));
    vi.advanceTimersByTime(BACKDROP_SETTLE_MS);
    tap(backdrop());
    expect(screen.queryByText('sheet body')).toBeNull();
  });

  it('ignores a click whose press did not begin on the backdrop', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    renderOpener(kind);
    tap(screen.getByRole('button', { name: 'Buy' }));
    vi.advanceTimersByTime(BACKDROP_SETTLE_MS * 2);
    // A press that went down elsewhere (before the backdrop was there) and ended on it.
    fireEvent.click(backdrop());
    expect(screen.queryByText('sheet body')).not.toBeNull();
  });
});
