import { useRegister } from '../api/register';
import { RegistrationWizard } from '../register/RegistrationWizard';
import { useLoginRef } from '../sign-in/use-login-ref';

/**
 * /login/register, steps one to four (phone and send-out, invite, account, questions). On success
 * the member is signed in (sourceType 3) and offered the birthday page, then back to `ref`.
 */
export function RegisterPage() {
  const register = useRegister();
  const { to } = useLoginRef();
  return <RegistrationWizard mode="register" send={register} doneTo={to('/login/birthday')} />;
}
