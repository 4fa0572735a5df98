import { PROPOSED_CODES } from '@/api/proposed-codes';
import { userEndpoints as ep } from '@/api/endpoints/user';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { SECURITY_MESSAGES as S } from '@fixtures/accounts/security-messages';
import { tick } from '../db/account-clock';
import {
  hasIdentityTicket,
  IDENTITY_TICKET_SECONDS,
  issueIdentityTicket,
  phoneCooldown,
  spendIdentityTicket,
} from '../db/wallet-security';
import type { MockDb } from '../db';
import { fail, handle, type MockFailure } from '../platform/handle';
import { signedIn } from './account-views';
import { checkLoginPasswordInSession, checkProofInSession } from './login-password-proof';
import { checkSmsCode } from './registration';

/**
 * Issue 27: an unlocked phone is not a key to the wallet. Changing the phone takes a proof of
 * identity first (the login password or a code sent to the current phone: a single-use ticket),
 * then the code of the new phone; the pay-password reset code goes only to the bound phone, which
 * the server knows, and not within a day of a phone change.
 */

export const phoneChangeHandlers = [
  handle(ep.ownPhoneCode, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const user = db.users[me]!;
    if (!user.phoneNumber || !user.phoneAreaCode) return fail(S.noPhone);
    if (body.scene === 'payPasswordReset') {
      const cooldown = phoneCooldown(db, me);
      if (cooldown)
        return fail(S.phoneRecentlyChanged, PROPOSED_CODES.phoneRecentlyChanged.code, cooldown);
    }
    // The code is the bound phone's (smsCodeFor): shown in the QA panel, as every sent code is.
    return { expiresInSeconds: 300, resendInSeconds: 60 };
  }),
  handle(ep.verifyIdentity, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const user = db.users[me]!;
    const { password, smsCode } = body;
    if ((password === undefined) === (smsCode === undefined)) return fail(S.identityProofMissing);
    // Guessing the login password (or the code) from a session is limited like the pay password.
    const { phoneAreaCode, phoneNumber } = user;
    if (password === undefined && (!phoneNumber || !phoneAreaCode)) return fail(S.noPhone);
    const refused =
      password !== undefined
        ? checkLoginPasswordInSession(db, me, password, M.loginPasswordWrong)
        : checkProofInSession(db, me, () =>
            checkSmsCode(db, phoneAreaCode!, phoneNumber!, smsCode ?? ''),
          );
    if (refused) return refused;
    const { ticket } = issueIdentityTicket(db, me);
    return { ticket, expiresInSeconds: IDENTITY_TICKET_SECONDS };
  }),
  handle(ep.changePhone, ({ db, body, userId }) => {
    const me = signedIn(userId);
    // The proof comes first: without it nothing about the new phone is checked or told.
    if (!hasIdentityTicket(db, me, body.ticket))
      return fail(S.identityUnverified, PROPOSED_CODES.identityUnverified.code);
    const number = body.phoneNumber.trim();
    const owner = Object.values(db.users).find(
      (u) => u.userId !== me && u.phoneAreaCode === body.phoneAreaCode && u.phoneNumber === number,
    );
    if (owner || db.accounts.simulate.phoneRegistered)
      return fail(M.phoneRegistered, PROPOSED_CODES.phoneRegistered.code);
    const wrongCode = checkSmsCode(db, body.phoneAreaCode, number, body.code);
    if (wrongCode) return wrongCode;
    spendIdentityTicket(db, me, body.ticket);
    const user = db.users[me]!;
    user.phoneAreaCode = body.phoneAreaCode;
    user.phoneNumber = number;
    db.accounts.security.phoneChangedAt[me] = tick(db);
    return { phoneAreaCode: user.phoneAreaCode, phoneNumber: user.phoneNumber };
  }),
];

/**
 * config.smsSend names its number (registration, binding, a new phone, login recovery). A masked
 * number (`138****0001`, as the client receives the member's own) is not a number; recovery codes
 * go only to a phone some account is bound to.
 */
export function checkSmsTarget(
  db: MockDb,
  target: { phoneAreaCode: string; phoneNumber: string; scene: string },
): MockFailure | null {
  const number = target.phoneNumber.trim();
  if (number.includes('*')) return fail(S.maskedPhone);
  if (!/^\d{5,15}$/.test(number)) return fail(M.phoneInvalid);
  if (target.scene !== 'forget') return null;
  const bound = Object.values(db.users).some(
    (u) => u.phoneAreaCode === target.phoneAreaCode && u.phoneNumber === number,
  );
  return bound ? null : fail(S.phoneNotBoundToAnyone);
}
