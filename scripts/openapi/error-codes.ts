/**
 * Which failure codes a call can answer, from the error policy (src/api/error-policy.ts) and
 * ../shared/spec/errors.tsv: the codes come from CODES, never retyped here. The codes the client
 * proposes (src/api/proposed-codes.ts) are listed on the calls whose mock handler answers them
 * (PROPOSED_CALLS, checked by error-codes.test.ts), with the shape of their `data` where they have
 * one, and once more at the document's top level.
 */
import type { z } from 'zod/mini';
import type { Endpoint } from '../../src/api/contract.ts';
import { CODES } from '../../src/api/envelope.ts';
import { PROPOSED_CODES } from '../../src/api/proposed-codes.ts';
import { payPasswordGuardSchema, phoneCooldownSchema } from '../../src/api/schemas/security.ts';

export interface ErrorCode {
  code: string;
  meaning: string;
  /** A code the specification does not give (src/api/proposed-codes.ts). */
  proposed?: boolean;
  /** The shape of the failure's `data`, when it has one. */
  data?: z.core.$ZodType;
}

type ProposedName = keyof typeof PROPOSED_CODES;

/** The calls whose handler in mocks/handlers answers each proposed code (found by reading them). */
export const PROPOSED_CALLS: Record<ProposedName, readonly string[]> = {
  insufficientBalance: ['wallet.pay', 'wallet.balancePay', 'wallet.buyLevel'],
  payPasswordWrong: [
    'wallet.pay',
    'wallet.balancePay',
    'wallet.buyLevel',
    'wallet.addBankCard',
    'wallet.withdraw',
    'wallet.modifyPayPassword',
  ],
  payPasswordLocked: [
    'wallet.pay',
    'wallet.balancePay',
    'wallet.buyLevel',
    'wallet.addBankCard',
    'wallet.withdraw',
    'wallet.modifyPayPassword',
  ],
  phoneRecentlyChanged: ['wallet.resetPayPassword', 'user.ownPhoneCode'],
  identityLocked: ['user.verifyIdentity', 'user.changePassword', 'wallet.setPayPassword'],
  identityUnverified: ['user.changePhone'],
  phoneRegistered: ['auth.checkPhone', 'auth.register', 'auth.bindVisitor', 'user.changePhone'],
  inviteInvalid: [
    'auth.checkInviteCode',
    'auth.register',
    'auth.bindVisitor',
    'auth.recordInvite',
    'user.identityCardInviteCode',
  ],
  nameTaken: ['auth.checkName', 'auth.register', 'auth.bindVisitor', 'user.changeUsername'],
  questionsDuplicated: ['auth.register', 'auth.bindVisitor'],
  answerWrong: ['auth.verifyAnswer', 'auth.retrievePassword'],
  noSecurityQuestion: ['auth.safetyQuestions', 'auth.verifyAnswer', 'auth.retrievePassword'],
  accountDisabled: ['auth.login'],
  sensitiveWords: [
    'comments.add',
    'comments.replyPost',
    'comments.replyComment',
    'messages.send',
    'own.add',
    'snapshots.add',
  ],
  postNotFound: ['post.detail'],
};

/** The shapes of the failures' `data`, by export name (components of the document). */
export const failureData = { payPasswordGuardSchema, phoneCooldownSchema };

/** The `data` a proposed code answers with (the rest answer none). */
const PROPOSED_DATA: Partial<Record<ProposedName, z.core.$ZodType>> = {
  payPasswordWrong: payPasswordGuardSchema,
  payPasswordLocked: payPasswordGuardSchema,
  identityLocked: payPasswordGuardSchema,
  phoneRecentlyChanged: phoneCooldownSchema,
};

/** Every proposed code, for the document's top level. */
export function proposedCodes(): Array<{
  name: string;
  code: string;
  expects: string;
  calls: readonly string[];
}> {
  return Object.entries(PROPOSED_CODES).map(([name, { code, expects }]) => ({
    name,
    code,
    expects,
    calls: PROPOSED_CALLS[name as ProposedName],
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
  for (const [name, calls] of Object.entries(PROPOSED_CALLS) as Array<
    [ProposedName, readonly string[]]
  >) {
    if (!calls.includes(endpoint.id)) continue;
    const { code, expects } = PROPOSED_CODES[name];
    const data = PROPOSED_DATA[name];
    codes.push({
      code,
      meaning: `proposed (${name}): ${expects}`,
      proposed: true,
      ...(data ? { data } : {}),
    });
  }
  return codes;
}
