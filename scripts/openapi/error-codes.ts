/**
 * Which failure codes a call can answer, from the error policy (src/api/error-policy.ts) and
 * ../shared/spec/errors.tsv: the codes come from CODES, never retyped here. The codes the client
 * proposes (src/api/proposed-codes.ts) are listed once, at the document's top level.
 */
import type { Endpoint } from '../../src/api/contract.ts';
import { CODES } from '../../src/api/envelope.ts';
import { PROPOSED_CODES } from '../../src/api/proposed-codes.ts';

export interface ErrorCode {
  code: string;
  meaning: string;
}

/**
 * Every proposed code, for the document's top level. Not per call: their `expects` name the calls
 * in prose (by action, or a path mentioned for another reason), and a guess would mislead.
 */
export function proposedCodes(): Array<{ name: string; code: string; expects: string }> {
  return Object.entries(PROPOSED_CODES).map(([name, { code, expects }]) => ({
    name,
    code,
    expects,
  }));
}

export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = [
    { code: CODES.general, meaning: 'general failure: red notification with the server message' },
  ];
  if (endpoint.method === 'GET')
    codes.push({ code: CODES.getRejected, meaning: 'refused read: red notification' });
  if (endpoint.method === 'POST')
    codes.push({ code: CODES.postRejected, meaning: 'refused write: red notification' });
  // Only a call that carries a token can find it expired, invalid or replaced.
  if (endpoint.access === 'private') {
    const end = 'authentication failure: the client removes the token and signs out';
    codes.push(
      { code: CODES.authExpired, meaning: `${end} (expired)` },
      { code: CODES.authInvalid, meaning: `${end} (invalid)` },
      { code: CODES.authKicked, meaning: `${end} (signed in elsewhere)` },
      { code: CODES.unauthorized, meaning: end },
    );
  }
  return codes;
}
