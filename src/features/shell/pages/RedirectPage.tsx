import { Anchor, Loader } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { redirectTarget } from './redirect-target';

/** Long enough to read that something is happening, short enough not to be a wait. */
export const REDIRECT_DELAY_MS = 300;

/**
 * /common/RedirectPage?url=… (or ?path=…): a short 'Redirecting…' state, then the target
 * (replacing this entry, so Back does not bounce here again). A link covers a browser that
 * blocks or stalls the move.
 */
export function RedirectPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = useMemo(() => redirectTarget(search, window.location.origin), [search]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (target.kind === 'external') window.location.assign(target.url);
      else void navigate(target.kind === 'internal' ? target.path : '/', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  return (
    <Page title={t('shell.redirect.title')} centered back={false}>
      <Loader aria-hidden="true" />
      <p role="status">{t('shell.redirect.message')}</p>
      <p className={pageClasses.secondary}>
        {target.kind === 'external' ? (
          <Anchor href={target.url} rel="noopener noreferrer" inherit>
            {t('shell.redirect.continue')}
          </Anchor>
        ) : (
          <Anchor
            component={Link}
            to={target.kind === 'internal' ? target.path : '/'}
            replace
            inherit
          >
            {t('shell.redirect.continue')}
          </Anchor>
        )}
      </p>
    </Page>
  );
}
