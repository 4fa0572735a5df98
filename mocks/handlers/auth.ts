import { authEndpoints as ep } from '@/api/endpoints/auth';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { SECURITY_QUESTIONS } from '@fixtures/accounts/questions';
import type { UserRow } from '@fixtures/users';
import type { MockDb } from '../db';
import { tick, today } from '../db/account-clock';
import { createMember, endSessions, findAccount, issueToken } from '../db/members';
import { fail, handle, MockFailure } from '../platform/handle';
import { paginate } from '../platform/paging';
import { toUserBrief } from '../platform/views';
import { newestFirst, signedIn, toLoginData, type AccountFlags } from './account-views';
import {
  applyDraft,
  checkDraft,
  checkInviteCode,
  checkName,
  checkNewPassword,
  checkPhone,
  checkSmsCode,
  recordInvite,
} from './registration';

const OK = { ok: true as const };

/**
 * A locked, expired or credentials-expired account: the login data says so by its flags, and its
 * token opens no session (no call accepts it), as a server that refuses such a login would.
 */
const UNISSUED_TOKEN = 'not-a-session';
const LOGIN_STATE_FLAGS: Record<'locked' | 'expired' | 'credentialsExpired', AccountFlags> = {
  locked: { accountNonExpired: true, accountNonLocked: false, credentialsNonExpired: true },
  expired: { accountNonExpired: false, accountNonLocked: true, credentialsNonExpired: true },
  credentialsExpired: {
    accountNonExpired: true,
    accountNonLocked: true,
    credentialsNonExpired: false,
  },
};
const ACCOUNT_DISABLED = {
  zh_CN: '该账号已被停用',
  en_US: 'This account has been disabled',
  ja: 'このアカウントは停止されています',
};

/** The account of a recovery step, refused when it has no security questions. */
function recoverable(db: MockDb, username: string): MockFailure | UserRow {
  const user = findAccount(db, username);
  if (!user) return fail(M.accountNotFound);
  if (!db.accounts.securityAnswers[user.userId]?.length)
    return fail(M.noSecurityQuestion, PROPOSED_CODES.noSecurityQuestion.code);
  return user;
}

/**
 * The account of a recovery by SMS and the phone it was asked for: refused when the account is
 * unknown, has no phone (a visitor) or has another one. Checked before a code is sent and again
 * with the code.
 */
function phoneOwner(
  db: MockDb,
  username: string,
  phoneAreaCode: string,
  phone: string,
): MockFailure | UserRow {
  const user = findAccount(db, username);
  if (!user) return fail(M.accountNotFound);
  if (!user.phoneNumber) return fail(M.noPhoneBound);
  const same = user.phoneAreaCode === phoneAreaCode && user.phoneNumber === phone.trim();
  return same ? user : fail(M.phoneNotBound);
}

/** Answers compare trimmed and case-insensitive. */
function checkAnswer(
  db: MockDb,
  user: UserRow,
  questionId: number,
  answer: string,
): MockFailure | null {
  const stored = db.accounts.securityAnswers[user.userId]?.find((a) => a.questionId === questionId);
  const right = stored && stored.answer.trim().toLowerCase() === answer.trim().toLowerCase();
  return right && !db.accounts.simulate.wrongAnswer
    ? null
    : fail(M.answerWrong, PROPOSED_CODES.answerWrong.code);
}

export const authHandlers = [
  handle(ep.visitor, ({ db, query }) => {
    // The same device gets its visitor back, and only a visitor: once that account is bound to a
    // registered member, 'Go and see first' must never sign anyone in to it (takeover by deviceId).
    const known = query.deviceId
      ? Object.values(db.accounts.profiles).find(
          (p) => p.deviceId === query.deviceId && db.users[p.userId]?.isVisitor === true,
        )
      : undefined;
    const userId =
      known?.userId ??
      createMember(
        db,
        (id) => ({
          username: `guest_${id}`,
          nickname: `游客${id}`,
          password: `guest${id}`,
          phoneAreaCode: '86',
          phoneNumber: null,
          isVisitor: true,
        }),
        tick(db),
      ).userId;
    if (query.deviceId) {
      // The device id moves to the new visitor: a bound account keeps none.
      for (const p of Object.values(db.accounts.profiles))
        if (p.deviceId === query.deviceId && p.userId !== userId) p.deviceId = null;
      db.accounts.profiles[userId]!.deviceId = query.deviceId;
    }
    return toLoginData(db, userId, issueToken(db, userId));
  }),
  handle(ep.checkInviteCode, ({ db, query }) => {
    const result = checkInviteCode(db, query.inviteCode);
    return result instanceof MockFailure ? result : OK;
  }),
  handle(ep.checkPhone, ({ db, query }) => checkPhone(db, query.phoneAreaCode, query.phone) ?? OK),
  handle(ep.checkName, ({ db, query }) => checkName(db, query.name) ?? OK),
  handle(
    ep.checkVerifyCode,
    ({ db, query }) => checkSmsCode(db, query.phoneAreaCode, query.phone, query.code) ?? OK,
  ),
  handle(ep.register, ({ db, body }) => {
    const checked = checkDraft(db, body);
    if (checked instanceof MockFailure) return checked;
    const at = tick(db);
    const user = createMember(
      db,
      {
        username: body.username,
        nickname: body.nickname || body.username,
        password: body.password,
        phoneAreaCode: body.phoneAreaCode,
        phoneNumber: body.phoneNumber,
        isVisitor: false,
      },
      at,
    );
    applyDraft(db, user, body);
    // The invite code is checked here (a bad one refuses the registration) but the inviter's
    // reward comes only with auth.recordInvite, the call the client makes next (issue 16): a
    // backend that knows only the spec's calls rewards nobody otherwise.
    return toLoginData(db, user.userId, issueToken(db, user.userId));
  }),
  handle(ep.login, ({ db, body }) => {
    const user = findAccount(db, body.username);
    // A visitor has no password of its own to type ('guest' + its id is the mock's filler, and
    // guessable): it is reached by its device only, until bound to a real account.
    if (!user || user.isVisitor || user.password !== body.password)
      return fail(M.accountOrPasswordWrong);
    const state = db.accounts.simulate.loginState;
    if (state === 'disabled') return fail(ACCOUNT_DISABLED, PROPOSED_CODES.accountDisabled.code);
    if (state) return toLoginData(db, user.userId, UNISSUED_TOKEN, LOGIN_STATE_FLAGS[state]);
    return toLoginData(db, user.userId, issueToken(db, user.userId));
  }),
  handle(ep.safetyQuestions, ({ db, query, lang }) => {
    const user = recoverable(db, query.username);
    if (user instanceof MockFailure) return user;
    return {
      userId: user.userId,
      username: user.username,
      questions: db.accounts.securityAnswers[user.userId]!.map(({ questionId }) => ({
        questionId,
        question: SECURITY_QUESTIONS.find((q) => q.questionId === questionId)?.text[lang] ?? '',
      })),
    };
  }),
  handle(ep.securityQuestionList, ({ lang }) =>
    SECURITY_QUESTIONS.map((q) => ({ questionId: q.questionId, question: q.text[lang] })),
  ),
  handle(ep.checkAccountPhone, ({ db, query }) => {
    const user = phoneOwner(db, query.username, query.phoneAreaCode, query.phone);
    return user instanceof MockFailure ? user : OK;
  }),
  handle(ep.retrievePasswordBySms, ({ db, body }) => {
    const user = phoneOwner(db, body.username, body.phoneAreaCode, body.phone);
    if (user instanceof MockFailure) return user;
    const refused =
      checkSmsCode(db, body.phoneAreaCode, body.phone.trim(), body.code) ??
      checkNewPassword(body.password);
    if (refused) return refused;
    user.password = body.password;
    endSessions(db, user.userId);
    return null;
  }),
  handle(ep.verifyAnswer, ({ db, body }) => {
    const user = recoverable(db, body.username);
    if (user instanceof MockFailure) return user;
    return checkAnswer(db, user, body.questionId, body.answer) ?? OK;
  }),
  handle(ep.retrievePassword, ({ db, body }) => {
    const user = recoverable(db, body.username);
    if (user instanceof MockFailure) return user;
    const refused =
      checkAnswer(db, user, body.questionId, body.answer) ?? checkNewPassword(body.password);
    if (refused) return refused;
    user.password = body.password;
    endSessions(db, user.userId);
    return null;
  }),
  handle(ep.bindVisitor, ({ db, body }) => {
    const visitor = db.users[body.userId];
    if (!visitor?.isVisitor || db.sessions[body.token] !== body.userId) return fail(M.notVisitor);
    const checked = checkDraft(db, body, visitor.userId);
    if (checked instanceof MockFailure) return checked;
    applyDraft(db, visitor, body);
    // As in registration: the reward comes with auth.recordInvite only.
    return toLoginData(db, visitor.userId, body.token);
  }),
  handle(ep.inviteList, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const rows = newestFirst(
      db.accounts.invites.filter((i) => i.inviterId === me && db.users[i.inviteeId]),
    );
    const page = paginate(rows, body.page, body.size);
    return {
      ...page,
      resultList: page.resultList.map((i) => ({
        ...toUserBrief(db, i.inviteeId, me),
        invitedAt: i.createdAt,
        rewardHours: i.rewardHours,
      })),
    };
  }),
  handle(ep.recordInvite, ({ db, path }) => {
    if (!db.users[path.userId!]) return fail(M.userNotFound);
    const inviter = checkInviteCode(db, path.inviteCode!);
    if (inviter instanceof MockFailure) return inviter;
    return recordInvite(db, path.userId!, inviter, tick(db));
  }),
  handle(ep.visit, ({ db, userId }) => {
    const me = signedIn(userId);
    const days = (db.accounts.visits[me] ??= []);
    const day = today(db);
    const firstVisitToday = !days.includes(day);
    if (firstVisitToday) days.push(day);
    return { visitDays: days.length, firstVisitToday };
  }),
];
