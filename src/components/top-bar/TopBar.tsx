import { ActionIcon } from '@mantine/core';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { createDoubleTapDetector } from './double-tap';
import { scrollPageToTop } from './scroll-to-top';
import classes from './TopBar.module.css';

export interface TopBarProps {
  title: ReactNode;
  /** Show the back button: 'auto' (default) when there is an in-app page to go back to. */
  back?: boolean | 'auto';
  /** Replaces history.back(), e.g. a flow that goes back a step. */
  onBack?: () => void;
  right?: ReactNode;
  /** What a double tap scrolls to the top: the page by default. */
  scrollTarget?: () => Window | Element;
}

/** True when the app itself has a page behind this one in history. */
function useCanGoBack(): boolean {
  const location = useLocation();
  // The browser router keeps its history index in history.state; the memory router (Storybook)
  // does not, and there the first entry is the one with the 'default' key.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : location.key !== 'default';
}

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M15 5 8 12l7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The fixed bar at the top of a page: back, title, a right slot. A double tap on the bar (not on
 * its buttons) within 400 ms scrolls the page to the top in 500 ms.
 */
export function TopBar({ title, back = 'auto', onBack, right, scrollTarget }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const detector = useRef(createDoubleTapDetector());
  const showBack = back === 'auto' ? canGoBack : back;

  const handleTap = (event: MouseEvent<HTMLElement>) => {
    // Taps on the bar's own controls are theirs, not half of a double tap.
    if ((event.target as Element).closest('button, a, input, [role="button"]')) {
      detector.current.reset();
      return;
    }
    if (detector.current.tap(event.timeStamp)) scrollPageToTop(scrollTarget?.() ?? window);
  };

  return (
    <header className={classes.bar} onClick={handleTap} data-top-bar="">
      <div className={classes.side}>
        {showBack ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={t('shell.back')}
            onClick={() => (onBack ? onBack() : navigate(-1))}
          >
            <BackIcon />
          </ActionIcon>
        ) : null}
      </div>
      <h1 className={classes.title}>{title}</h1>
      <div className={classes.right}>{right}</div>
    </header>
  );
}
