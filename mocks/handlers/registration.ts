import { PROPOSED_CODES } from '@/api/proposed-codes';
import type { RegistrationDraft, SecurityAnswer } from '@/api/schemas/account';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import type { UserRow } from '@fixtures/users';
import type { MockDb } from '../db';
import { currentTime } from '../db/account-clock';
import { smsCodeFor } from '../db/accounts';
import { findByInviteCode } from '../db/members';
import { rewardVipHours } from '../db/vip';
import { fail, MockFailure } from '../platform/handle';

/** The checks of registration and binding, each usable alone by the check endpoints. */

/** Mainland numbers are 11 digits starting with 1; other areas 5 to 15 digits. */
export function checkPhone(
  db: MockDb,
  phoneAreaCode: string,
  phone: string,
  exceptUserId: string | null = null,
): MockFailure | null {
  const pattern = phoneAreaCode === '86' ? /^1\d{10}$/ : /^\d{5,15}$/;
  if (!pattern.test(phone)) return fail(M.phoneInvalid);
  const taken = Object.values(db.users).some(
    (u) =>
      u.userId !== exceptUserId && u.phoneAreaCode === phoneAreaCode && u.phoneNumber === phone,
  );
  return taken || db.accounts.simulate.phoneRegistered
    ? fail(M.phoneRegistered, PROPOSED_CODES.phoneRegistered.code)
    : null;
}

export function checkInviteCode(db: MockDb, code: string): MockFailure | UserRow {
  const inviter = findByInviteCode(db, code);
  return !inviter || db.accounts.simulate.inviteInvalid
    ? fail(M.inviteInvalid, PROPOSED_CODES.inviteInvalid.code)
    : inviter;
}

export function checkName(
  db: MockDb,
  name: string,
  exceptUserId: string | null = null,
): MockFailure | null {
  const taken = Object.values(db.users).some(
    (u) => u.userId !== exceptUserId && u.username === name.trim(),
  );
  return taken || db.accounts.simulate.nameTaken
    ? fail(M.nameTaken, PROPOSED_CODES.nameTaken.code)
    : null;
}

export function checkSmsCode(
  db: MockDb,
  phoneAreaCode: string,
  phone: string,
  code: string,
): MockFailure | null {
  return smsCodeFor(db, phoneAreaCode, phone) === code.trim() ? null : fail(M.verifyCodeWrong);
}

export function checkNewPassword(password: string): MockFailure | null {
  return password.length < 6 ? fail(M.passwordTooShort) : null;
}

export function checkQuestions(answers: SecurityAnswer[]): MockFailure | null {
  const ids = new Set(answers.map((a) => a.questionId));
  return ids.size !== answers.length
    ? fail(M.questionsDuplicated, PROPOSED_CODES.questionsDuplicated.code)
    : null;
}

/**
 * Every check of a registration draft, in the order of the registration steps: phone, SMS code,
 * invite code, account name, password, security questions. Answers the inviter when there is one.
 */
export function checkDraft(
  db: MockDb,
  draft: RegistrationDraft,
  exceptUserId: string | null = null,
): MockFailure | { inviter: UserRow | null } {
  const phone = checkPhone(db, draft.phoneAreaCode, draft.phoneNumber, exceptUserId);
  if (phone) return phone;
  if (draft.smsCode !== undefined) {
    const sms = checkSmsCode(db, draft.phoneAreaCode, draft.phoneNumber, draft.smsCode);
    if (sms) return sms;
  }
  let inviter: UserRow | null = null;
  if (draft.inviteCode?.trim()) {
    const found = checkInviteCode(db, draft.inviteCode);
    if (found instanceof MockFailure) return found;
    if (found.userId === exceptUserId) return fail(M.ownInviteCode);
    inviter = found;
  }
  return (
    checkName(db, draft.username, exceptUserId) ??
    checkNewPassword(draft.password) ??
    checkQuestions(draft.securityQuestions) ?? { inviter }
  );
}

/** How long after signing up with a code its invite may still be recorded. */
export const INVITE_RECORD_WINDOW_MS = 24 * 3_600_000;

/** The registration or binding just applied carried an invite code: the invite it may record. */
export function noteSignupInvite(db: MockDb, userId: string, code: string | undefined): void {
  const profile = db.accounts.profiles[userId];
  const inviter = code?.trim() ? findByInviteCode(db, code) : undefined;
  if (profile && inviter) profile.signupInvite = { code: inviter.inviteCode, at: currentTime(db) };
}

/**
 * Records who invited `inviteeId` and gives the inviter the VIP reward. The call is public (the
 * spec's), so it proves nothing by itself: only a member who has just registered (or bound a
 * visitor) with this very code is credited, once, and never the inviter for themselves.
 * Recording the same inviter twice is accepted without a second reward; another is refused.
 */
export function recordInvite(
  db: MockDb,
  inviteeId: string,
  inviter: UserRow,
  at: string,
): MockFailure | { inviterId: string; rewardHours: number } {
  const profile = db.accounts.profiles[inviteeId];
  if (!profile) return fail(M.userNotFound);
  if (inviter.userId === inviteeId) return fail(M.ownInviteCode);
  const rewardHours = db.accounts.rules.inviteRewardHours;
  if (profile.inviterId === inviter.userId) return { inviterId: inviter.userId, rewardHours };
  if (profile.inviterId) return fail(M.alreadyInvited);
  // Long-registered members, and members who signed up with another code or none, are nobody's
  // invitees: naming them farms nothing (issue 27).
  const signup = profile.signupInvite;
  const recent =
    signup !== undefined && Date.parse(at) - Date.parse(signup.at) <= INVITE_RECORD_WINDOW_MS;
  if (!recent || signup.code.toUpperCase() !== inviter.inviteCode.toUpperCase())
    return fail(M.inviteInvalid, PROPOSED_CODES.inviteInvalid.code);
  profile.inviterId = inviter.userId;
  db.accounts.invites.push({
    inviterId: inviter.userId,
    inviteeId,
    inviteCode: inviter.inviteCode,
    rewardHours,
    createdAt: at,
  });
  inviter.promotionNum += 1;
  rewardVipHours(db, inviter.userId, rewardHours, at);
  return { inviterId: inviter.userId, rewardHours };
}

/** Applies a checked draft to a member row (registration and binding). */
export function applyDraft(db: MockDb, user: UserRow, draft: RegistrationDraft): void {
  user.username = draft.username.trim();
  user.password = draft.password;
  user.phoneAreaCode = draft.phoneAreaCode;
  user.phoneNumber = draft.phoneNumber;
  user.isVisitor = false;
  if (draft.nickname) user.nickname = draft.nickname;
  if (draft.headImgUrl !== undefined) user.headImgPath = draft.headImgUrl;
  if (draft.sex !== undefined) user.sex = draft.sex;
  if (draft.birthday !== undefined) user.birthday = draft.birthday;
  db.accounts.securityAnswers[user.userId] = draft.securityQuestions.map((q) => ({
    questionId: q.questionId,
    answer: q.answer.trim(),
  }));
  noteSignupInvite(db, user.userId, draft.inviteCode);
}
