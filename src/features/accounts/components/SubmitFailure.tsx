import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import classes from '../pages/auth.module.css';

/**
 * Whether a submit failed without the server's word: no answer, or an HTTP error without the
 * envelope (a 5xx of a proxy). The error policy stays silent on those (right for background
 * loads), so a form the member sent must say it itself. A refusal with a code is the policy's to
 * show (a red notification with the server's message).
 */
export function isUnanswered(error: unknown): boolean {
  if (!error) return false;
  return !isApiError(error) || error.kind !== 'code';
}

/** The inline message of a form whose submit got no answer: nothing typed is lost, try again. */
export function SubmitFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isUnanswered(error)) return null;
  return (
    <p className={classes.notice} role="alert">
      {t('accounts.submitFailed')}
    </p>
  );
}
