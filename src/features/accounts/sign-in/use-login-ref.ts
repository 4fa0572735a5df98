import { useSearchParams } from 'react-router-dom';
import { withRef } from './return-target';

/**
 * The `ref` of the login pages (the page to come back to), and a helper that keeps it on the way
 * from one login page to another (autologin -> login -> register...).
 */
export function useLoginRef(): { ref: string | null; to: (path: string) => string } {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  return { ref, to: (path: string) => withRef(path, ref) };
}
