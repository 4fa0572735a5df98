/**
 * Codes the client decides on that the specification does not give. Section 8 names the
 * messages ('Insufficient balance, please recharge first!'), not their codes, and the client must
 * never decide on a message's wording (a server that words it otherwise, or answers in another
 * language than the member's, would break the flow). Proposed here for the backend team, in the
 * contract's own terms (`proposed`, `expects`); `npx tsx scripts/list-proposed.ts` lists them.
 */
export interface ProposedCode {
  code: string;
  proposed: true;
  /** What the client expects of the server, for the backend team to confirm. */
  expects: string;
}

export const PROPOSED_CODES = {
  insufficientBalance: {
    code: '10401',
    proposed: true,
    expects:
      'A payment from the balance (inst/app/pay/private/balance/pay, order/app/o/pay/private, ' +
      'user/app/u/userLevel/private/{code}) refused because the balance is below the amount ' +
      "answers this code, with the message 'Insufficient balance, please recharge first!': the " +
      'pay sheet then shows the shortfall and goes to recharge',
  },
  // Issue 27: the pay password's guard, the phone change's proof, the day a changed phone waits.
  payPasswordWrong: {
    code: '10411',
    proposed: true,
    expects:
      'A wrong pay password (balance pay, order pay, VIP purchase, withdrawal, adding a bank ' +
      'card, changing the pay password) answers this code with data { maxTries, triesLeft, ' +
      'lockedUntil: null, retryAfterSeconds: null } (src/api/schemas/security.ts): the screens ' +
      'show the tries left',
  },
  payPasswordLocked: {
    code: '10412',
    proposed: true,
    expects:
      'After maxTries (5) wrong pay passwords in a row the pay password is locked (30 minutes): ' +
      'every call that checks it answers this code with data { maxTries, triesLeft: 0, ' +
      'lockedUntil, retryAfterSeconds } until then, the right password included; the same ' +
      'numbers are in inst/app/account/private/safety. A reset by SMS lifts the lock',
  },
  phoneRecentlyChanged: {
    code: '10413',
    proposed: true,
    expects:
      'A phone changed (or bound) less than a day ago receives no pay-password reset code, and ' +
      'inst/app/account/private/password/reset refuses with this code too; data { availableAt, ' +
      'retryAfterSeconds }',
  },
  identityUnverified: {
    code: '10414',
    proposed: true,
    expects:
      'user/app/u/user/private/phone without a valid proof of identity (the ticket of ' +
      'user/app/u/user/private/verify: missing, used, expired or another member\u2019s) answers ' +
      'this code: the screen goes back to the proof step',
  },
} as const satisfies Record<string, ProposedCode>;
