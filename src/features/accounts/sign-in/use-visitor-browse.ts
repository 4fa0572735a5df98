import { useVisitorLogin } from '../api/visitor';
import { toStoredLogin, useCompleteSignIn } from './use-complete-sign-in';

/**
 * 'Go and see first': the visitor call, then signed in as that visitor and on to the target.
 * `error` is the last call's failure (the page shows it when the server did not answer).
 */
export function useVisitorBrowse(): { browse: () => void; isPending: boolean; error: unknown } {
  const visitor = useVisitorLogin();
  const complete = useCompleteSignIn();
  return {
    browse: () => visitor.mutate(undefined, { onSuccess: (data) => complete(toStoredLogin(data)) }),
    isPending: visitor.isPending,
    error: visitor.error,
  };
}
