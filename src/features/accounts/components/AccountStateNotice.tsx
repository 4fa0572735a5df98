import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountStateRefusal } from '../api/login';
import classes from '../pages/auth.module.css';

/**
 * Why the right password did not sign the member in (the login answer's account flags), and the
 * way out where there is one: a locked account or an expired password gets a new password.
 */
export function AccountStateNotice({
  error,
  resetTo,
}: {
  error: unknown;
  /** The password recovery's address, with the login's return target. */
  resetTo: string;
}) {
  const { t } = useTranslation();
  if (!(error instanceof AccountStateRefusal)) return null;
  const { state } = error;
  return (
    <p className={classes.notice} role="alert" data-account-state={state}>
      {t(`accounts.login.state.${state}`)}{' '}
      {state !== 'expired' && (
        // The notice's own colour, underlined: the theme's link colour is too faint on its yellow.
        <Anchor component={Link} to={resetTo} c="inherit" underline="always" fw={600}>
          {t('accounts.login.state.newPassword')}
        </Anchor>
      )}
    </p>
  );
}
