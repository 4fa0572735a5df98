import type { HttpMethod } from './contract';
import { catalogueKeyOf } from './catalogue';
import { AUTH_FAILURE_CODES, CODES } from './codes';

/**
 * What happened to one call, as far as the error policy cares.
 * `network` covers a refused or aborted fetch and any non-envelope HTTP failure.
 */
export type Outcome =
  | { kind: 'success'; message: string }
  | { kind: 'code'; code: string; message: string }
  | { kind: 'network' };

export type Tone = 'danger' | 'primary';

export interface Decision {
  /** Show a notification with this tone; `message` may be empty (the UI then uses a localized fallback). */
  notify?: { tone: Tone; message: string; fallbackKey: string };
  /** Remove the token and go to /login/autologin. */
  endSession: boolean;
}

/**
 * The whole error policy of ../shared/spec/errors.tsv, in one pure function.
 *
 * Choices the specification leaves open (docs/contributors.md, "Error policy"):
 * - a code not in the catalogue is treated as 10000 (red notification with the server message);
 * - the catalogue's messages (section 8), which the spec gives no codes, have proposed codes and
 *   are shown from the locale files, never in the server's words (src/api/catalogue.ts);
 * - 10101 on a non-GET and 10103 on a non-POST are shown the same way;
 * - an HTTP failure without an envelope is a network exception (silent), except HTTP 401.
 */
export function decide(method: HttpMethod, outcome: Outcome): Decision {
  switch (outcome.kind) {
    case 'network':
      return { endSession: false };
    case 'success':
      return method === 'PUT'
        ? {
            endSession: false,
            notify: { tone: 'primary', message: outcome.message, fallbackKey: 'policy.saved' },
          }
        : { endSession: false };
    case 'code': {
      if (outcome.code === CODES.success)
        return decide(method, { kind: 'success', message: outcome.message });
      if (AUTH_FAILURE_CODES.includes(outcome.code)) {
        return method === 'GET'
          ? { endSession: true }
          : {
              endSession: true,
              notify: {
                tone: 'danger',
                message: outcome.message,
                fallbackKey: 'policy.sessionExpired',
              },
            };
      }
      // A catalogue refusal is shown in our words (an empty message shows the fallback key).
      const catalogued = catalogueKeyOf(outcome.code);
      if (catalogued)
        return {
          endSession: false,
          notify: { tone: 'danger', message: '', fallbackKey: catalogued },
        };
      return {
        endSession: false,
        notify: { tone: 'danger', message: outcome.message, fallbackKey: 'policy.generalFailure' },
      };
    }
  }
}
