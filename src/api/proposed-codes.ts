/**
 * Codes the client decides on that the specification does not give. Section 8 names the
 * messages ('Insufficient balance, please recharge first!'), not their codes, and the client must
 * never decide on a message's wording (a server that words it otherwise, or answers in another
 * language than the member's, would break the flow). Proposed here for the backend team, in the
 * contract's own terms (`proposed`, `expects`); `npx tsx scripts/openapi/list-proposed.ts` lists them.
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
  identityLocked: {
    code: '10415',
    proposed: true,
    expects:
      'After 5 wrong proofs in a row (login password or current-phone code), counted together ' +
      'over user/app/u/user/private/verify, the first pay-password set and the login-password ' +
      'change, these calls are locked for 30 minutes and answer this code with data ' +
      '{ maxTries, triesLeft: 0, lockedUntil, retryAfterSeconds }: a session cannot guess the ' +
      'login password',
  },
  identityUnverified: {
    code: '10414',
    proposed: true,
    expects:
      'user/app/u/user/private/phone without a valid proof of identity (the ticket of ' +
      'user/app/u/user/private/verify: missing, used, expired or another member\u2019s) answers ' +
      'this code: the screen goes back to the proof step',
  },
  // Issue 25: the catalogue's refusals (section 8) by code, so the client shows them in the
  // member's language from its own strings whatever the server's words (src/api/catalogue.ts).
  phoneRegistered: {
    code: '10421',
    proposed: true,
    expects:
      "A phone already registered (the phone check, registration, binding) answers this code ('The " +
      "phone number is already registered!')",
  },
  inviteInvalid: {
    code: '10422',
    proposed: true,
    expects:
      'An invite code that does not exist (the invite check, registration, binding) answers this ' +
      "code ('Invalid invitation code!')",
  },
  nameTaken: {
    code: '10423',
    proposed: true,
    expects:
      "An account name in use (the name check, registration) answers this code ('The account name " +
      "is already in use!')",
  },
  questionsDuplicated: {
    code: '10424',
    proposed: true,
    expects:
      "Registration with the same security question twice answers this code ('Security questions " +
      "cannot be duplicated!')",
  },
  answerWrong: {
    code: '10425',
    proposed: true,
    expects:
      "A wrong security answer (recovery: verify, retrieve) answers this code ('Your answer is " +
      "wrong!')",
  },
  noSecurityQuestion: {
    code: '10426',
    proposed: true,
    expects:
      'Recovery by security question for an account without any answers this code (' +
      "'cannot retrieve the password through this method'): the screen offers the SMS way",
  },
  // Issue 26 §3: the login answer's flags say locked, expired and credentials expired; a disabled
  // account has no flag there (section 3), so the login is refused with a code.
  accountDisabled: {
    code: '10431',
    proposed: true,
    expects:
      'A login (auth/app/public/login) with the right password to an account the operators have ' +
      'disabled answers this code and no token: the login screen says the account is disabled. ' +
      'Locked, expired and credentials-expired accounts answer the login data with ' +
      'accountNonLocked, accountNonExpired or credentialsNonExpired false and a token that no ' +
      'call accepts; the client starts no session with it',
  },
  sensitiveWords: {
    code: '10427',
    proposed: true,
    expects:
      'A comment, post, snapshot or profile text with a sensitive word answers this code (' +
      "'This content contains sensitive words')",
  },
  // Issue 26.3: post detail tells "this post does not exist" from "it did not load" by code.
  postNotFound: {
    code: '10441',
    proposed: true,
    expects:
      'post/app/p/post/private/info/{id} for a post that does not exist, was deleted, or the ' +
      "viewer may not see (another member's post waiting for review) answers this code ('This " +
      "post does not exist or was deleted'): the page says so; any other failure offers a retry",
  },
} as const satisfies Record<string, ProposedCode>;
