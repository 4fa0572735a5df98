import { Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useCurrentUser } from '@/lib/current-user';
import { STORAGE_KEYS, loginDataAtom, storage } from '@/lib/session';
import { useBindVisitor } from '../api/bind';
import { RegistrationWizard } from '../register/RegistrationWizard';
import { returnTarget } from '../sign-in/return-target';
import { useLoginRef } from '../sign-in/use-login-ref';
import { useRequireMember } from '../sign-in/use-require-member';

/**
 * /login/bind, steps one to four: a visitor becomes a real user with the registration steps; the
 * account keeps its userId and everything the visitor had. Needs a signed-in visitor: signed out,
 * the member signs in first and comes back; a registered member is told there is nothing to bind.
 */
export function BindPage() {
  const { t } = useTranslation();
  const { signedIn } = useRequireMember();
  const { ref } = useLoginRef();
  const bind = useBindVisitor();
  const login = useAtomValue(loginDataAtom);
  const user = useCurrentUser();
  const isVisitor = user.data?.isVisitor ?? login?.isVisitor ?? false;
  const done = returnTarget(ref, storage.read(STORAGE_KEYS.redirectUrl));

  if (!signedIn) return null;
  if (!isVisitor && !user.isPending) {
    return (
      <Page title={t('accounts.bind.title')} centered>
        <p className={pageClasses.secondary}>{t('accounts.bind.notVisitor')}</p>
        <Button component={Link} to={done} replace size="md" radius="xl">
          {t('accounts.bind.back')}
        </Button>
      </Page>
    );
  }
  return <RegistrationWizard mode="bind" send={bind} doneTo={done} />;
}
