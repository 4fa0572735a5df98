import { ActionIcon } from '@mantine/core';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createDoubleTapDetector } from './double-tap';
import { useCanGoBack, useGoBack } from './go-back';
import { LEADING } from './leading';
import { scrollPageToTop } from './scroll-to-top';
import classes from './TopBar.module.css';
import { LineIcon } from '@/components/icons/LineIcon';

export interface TopBarProps {
  title: ReactNode;
  /**
   * The leading button. `false`: none (a tab page). Otherwise (default): back when the app has a
   * page behind this one or `onBack` handles it (a flow going back a step), else (a page opened
   * by a link) a button home.
   */
  back?: boolean | 'auto';
  /** Replaces history.back(), e.g. a flow that goes back a step. */
  onBack?: () => void;
  right?: ReactNode;
  /** What a double tap scrolls to the top: the page by default. */
  scrollTarget?: () => Window | Element;
}

/**
 * The fixed bar at the top of a page: back, title, a right slot. A double tap on the bar (not on
 * its buttons) within 400 ms scrolls the page to the top in 500 ms.
 */
export function TopBar({ title, back = 'auto', onBack, right, scrollTarget }: TopBarProps) {
  const { t } = useTranslation();
  const canGoBack = useCanGoBack();
  const goBack = useGoBack();
  const detector = useRef(createDoubleTapDetector());
  const leading = back === false ? null : LEADING[canGoBack || onBack ? 'back' : 'home'];

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
        {leading ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={t(leading.label)}
            // useGoBack goes home in place of history.back() when there is no page to go back to.
            onClick={onBack ?? goBack}
          >
            <LineIcon d={leading.path} strokeWidth={leading.strokeWidth} />
          </ActionIcon>
        ) : null}
      </div>
      <h1 className={classes.title}>{title}</h1>
      <div className={classes.right}>{right}</div>
    </header>
  );
}
