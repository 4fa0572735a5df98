import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** True when the app itself has a page behind this one in history. */
export function useCanGoBack(): boolean {
  const location = useLocation();
  // The browser router keeps its history index in history.state; the memory router (Storybook)
  // does not, and there the first entry is the one with the 'default' key.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : location.key !== 'default';
}

/**
 * Back to the page the member came from, or, on a page opened by a link (history.back() would
 * leave the app), to `fallback` in its place: home unless the page knows a better one.
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [canGoBack, fallback, navigate]);
}
