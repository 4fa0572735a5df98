import { Anchor, Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useDomains } from '@/lib/media';
import { hostsOf } from '@/lib/safe-link';
import { tokenAtom } from '@/lib/session';
import { redirectTarget } from './redirect-target';

/** Long enough to read that something is happening, short enough not to be a wait. */
export const REDIRECT_DELAY_MS = 300;

/**
 * /common/RedirectPage?url=… (or ?path=…): a short 'Redirecting…' state, then the target
 * (replacing this entry, so Back does not bounce here again). A link covers a browser that
 * blocks or stalls the move. Only the app's own paths and the hosts of the domain list are
 * jumped to; any other site is shown as a plain link the member may choose to follow.
 */
export function RedirectPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const domains = useDomains();
  // Signed out there is no domain list to trust: outside links are offered, never followed.
  const deciding = Boolean(token) && domains.isPending;
  const target = useMemo(
    () => redirectTarget(search, window.location.origin, hostsOf(domains.data)),
    [search, domains.data],
  );

  useEffect(() => {
    if (deciding || target.kind === 'untrusted') return;
    const timer = window.setTimeout(() => {
      if (target.kind === 'external') window.location.assign(target.url);
      else void navigate(target.kind === 'internal' ? target.path : '/', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [deciding, target, navigate]);

  if (target.kind === 'untrusted' && !deciding)
    return (
      <Page title={t('shell.redirect.title')} centered>
        <p role="status">{t('shell.redirect.untrusted', { host: target.host })}</p>
        <p className={pageClasses.secondary}>
          <Anchor href={target.url} rel="noopener noreferrer" inherit data-testid="outside-link">
            {target.url}
          </Anchor>
        </p>
        <Anchor component={Link} to="/" replace>
          {t('common.backHome')}
        </Anchor>
      </Page>
    );

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
