import { userEndpoints as ep } from '@/api/endpoints/user';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { MockDb } from '../db';
import { nextId, tick } from '../db/account-clock';
import { endSessions, findByInviteCode } from '../db/members';
import { fail, handle } from '../platform/handle';
import { paginate, type SortOrder } from '../platform/paging';
import { toOwnUserInfo, toPublicUserInfo, toUserBrief } from '../platform/views';
import { signedIn, toFeedback, toIdentityCard, toProfile, toWalletAccount } from './account-views';
import { checkLoginPasswordInSession } from './login-password-proof';
import { phoneChangeHandlers } from './phone-change';
import { checkName, checkNewPassword } from './registration';

/** Fans of `userId`: everyone whose follow list holds them. */
function fansOf(db: MockDb, userId: string): string[] {
  return Object.entries(db.follows)
    .filter(([, followed]) => followed.includes(userId))
    .map(([follower]) => follower);
}

function peoplePage(
  db: MockDb,
  ids: string[],
  viewerId: string,
  query: { page: number; size: number; sort?: SortOrder },
) {
  const listed = paginate(
    ids.filter((id) => db.users[id]),
    query.page,
    query.size,
    query.sort,
  );
  return { ...listed, resultList: listed.resultList.map((id) => toUserBrief(db, id, viewerId)) };
}

export const userHandlers = [
  // Another member's id reads what their person page shows, never their money or invites.
  handle(ep.vipInfo, ({ db, path, userId }) => {
    const wanted = path.userId!;
    if (!db.users[wanted]) return fail(M.userNotFound);
    return wanted === signedIn(userId) ? toOwnUserInfo(db, wanted) : toPublicUserInfo(db, wanted);
  }),
  handle(ep.tracking, () => null),
  handle(ep.profile, ({ db, path, userId }) =>
    db.users[path.id!] ? toProfile(db, path.id!, signedIn(userId)) : fail(M.userNotFound),
  ),
  handle(ep.account, ({ db, path, userId }) =>
    path.userId === signedIn(userId) ? toWalletAccount(db, path.userId) : fail(M.accountForbidden),
  ),
  handle(ep.identityCard, ({ db, userId }) => toIdentityCard(db, signedIn(userId))),
  handle(ep.identityCardInviteCode, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const owner = findByInviteCode(db, body.inviteCode);
    if (!owner || db.accounts.simulate.inviteInvalid)
      return fail(M.inviteInvalid, PROPOSED_CODES.inviteInvalid.code);
    db.accounts.profiles[me]!.cardInviteCode = owner.inviteCode;
    return toIdentityCard(db, me);
  }),
  handle(ep.behavior, ({ db, userId }) => {
    const me = signedIn(userId);
    // Free views of paid posts are counted by the content slice (the mock's day never ends).
    const limit = db.content.rules.freeViewsPerDay;
    const used = (db.content.freeViewsUsed[me] ?? []).length;
    const visits = db.accounts.visits[me] ?? [];
    return {
      freeViewsPerDay: limit,
      freeViewsUsed: used,
      freeViewsLeft: Math.max(limit - used, 0),
      visitDays: visits.length,
      lastVisitAt: visits.length ? `${[...visits].sort().at(-1)}T00:00:00.000Z` : null,
    };
  }),
  handle(ep.update, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const user = db.users[me]!;
    if (body.nickname !== undefined) user.nickname = body.nickname;
    if (body.headImgUrl !== undefined) user.headImgPath = body.headImgUrl;
    if (body.sex !== undefined) user.sex = body.sex;
    if (body.birthday !== undefined) user.birthday = body.birthday;
    if (body.sign !== undefined) user.sign = body.sign;
    return toProfile(db, me, me);
  }),
  handle(ep.changeUsername, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const taken = checkName(db, body.username, me);
    if (taken) return taken;
    db.users[me]!.username = body.username.trim();
    return { username: db.users[me]!.username };
  }),
  handle(ep.changePassword, ({ db, body, userId }) => {
    const me = signedIn(userId);
    const user = db.users[me]!;
    const wrong = checkLoginPasswordInSession(db, me, body.oldPassword, M.originalPasswordWrong);
    if (wrong) return wrong;
    const weak = checkNewPassword(body.newPassword);
    if (weak) return weak;
    user.password = body.newPassword;
    // Section 4: changing the login password requires logging in again.
    endSessions(db, me);
    return null;
  }),
  // The phone change, its proof of identity and the code to the bound phone (issue 27).
  ...phoneChangeHandlers,
  // Only the token of this call stops working: the member's other devices stay signed in.
  handle(ep.logout, ({ db, token }) => {
    if (token) delete db.sessions[token];
    return null;
  }),
  handle(ep.privacy, ({ db, userId }) => ({ ...db.accounts.profiles[signedIn(userId)]!.privacy })),
  handle(ep.setPrivacy, ({ db, body, userId }) => {
    const profile = db.accounts.profiles[signedIn(userId)]!;
    Object.assign(profile.privacy, body);
    return { ...profile.privacy };
  }),
  handle(ep.notice, ({ db, userId }) => ({ ...db.accounts.profiles[signedIn(userId)]!.notice })),
  handle(ep.setNotice, ({ db, body, userId }) => {
    const profile = db.accounts.profiles[signedIn(userId)]!;
    Object.assign(profile.notice, body);
    return { ...profile.notice };
  }),
  handle(ep.feedbackAdd, ({ db, body, userId, lang }) => {
    const row = {
      id: nextId(db, 'fb'),
      userId: signedIn(userId),
      content: body.content,
      contact: body.contact,
      createdAt: tick(db),
      reply: null,
      repliedAt: null,
      replyRead: false,
    };
    db.accounts.feedback.push(row);
    return toFeedback(row, lang);
  }),
  handle(ep.fans, ({ db, query, userId }) => {
    const me = signedIn(userId);
    return peoplePage(db, fansOf(db, query.userId ?? me), me, query);
  }),
  handle(ep.follows, ({ db, query, userId }) => {
    const me = signedIn(userId);
    return peoplePage(db, db.follows[query.userId ?? me] ?? [], me, query);
  }),
];
