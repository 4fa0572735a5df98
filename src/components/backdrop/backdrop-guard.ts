import type { OverlayProps } from '@mantine/core';
import type { PointerEvent, MouseEvent, Ref } from 'react';

/**
 * Longer than the gap between the two taps of a quick double tap (Android's double-tap timeout is
 * 300 ms): a tap on a backdrop sooner than this after it appeared is the second tap of the one
 * that opened it.
 */
export const BACKDROP_SETTLE_MS = 500;

/** When each backdrop on screen appeared, and where its current press went down. */
const shownAt = new WeakMap<Element, number>();
const pressedAt = new WeakMap<Element, number>();

/**
 * Issue 27: a double tap on Buy closed the pay sheet it had just opened. The first tap opens the
 * sheet, whose backdrop then covers the button; the second tap lands on the backdrop, and Mantine
 * closes a modal or drawer on any click of its backdrop. A backdrop therefore closes only on a
 * press that began on it (not one that started on the page before it opened) and at least
 * BACKDROP_SETTLE_MS after it appeared. Every other click on it is stopped in the capture phase,
 * before Mantine's close handler sees it.
 *
 * Set once, for every Mantine Overlay (the backdrop of each Modal and Drawer), by the theme.
 */
export const backdropGuardProps: Partial<OverlayProps> & {
  ref: Ref<HTMLDivElement>;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLDivElement>) => void;
} = {
  ref: (element) => {
    if (element) shownAt.set(element, performance.now());
  },
  onPointerDown: (event) => {
    if (event.target === event.currentTarget) pressedAt.set(event.currentTarget, performance.now());
  },
  onClickCapture: (event) => {
    const backdrop = event.currentTarget;
    const pressed = pressedAt.get(backdrop);
    pressedAt.delete(backdrop);
    const shown = shownAt.get(backdrop) ?? performance.now();
    const settled = pressed !== undefined && pressed - shown >= BACKDROP_SETTLE_MS;
    if (!settled) event.stopPropagation();
  },
};
