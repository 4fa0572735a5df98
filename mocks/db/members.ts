import type { UserRow } from '@fixtures/users';
import type { AccountRow, AccountsDb } from './accounts';
import { nextId } from './account-clock';
import { ensureWallet } from './ledger';

/** Ids of members created at run time start here, above the seeded volume users (2xxxx). */
const FIRST_RUNTIME_USER_ID = 30001;

function nextUserId(db: AccountsDb): string {
  const used = Object.keys(db.users)
    .map(Number)
    .filter((n) => n >= FIRST_RUNTIME_USER_ID);
  return String(used.length ? Math.max(...used) + 1 : FIRST_RUNTIME_USER_ID);
}

/** A fresh account row: no pay password, nobody's invitee, privacy off, every notification on. */
export function newAccountRow(
  userId: string,
  identity: { uid: string; imToken: string },
): AccountRow {
  return {
    userId,
    uid: identity.uid,
    imToken: identity.imToken,
    payPassword: null,
    inviterId: null,
    cardInviteCode: null,
    deviceId: null,
    privacy: { onlyFollowedCanComment: false, hideFromContacts: false, hideFromLocation: false },
    notice: {
      likesAndFavorites: true,
      newFollows: true,
      comments: true,
      mentions: true,
      messages: true,
      followersPosts: true,
    },
  };
}

export type NewMember = Pick<
  UserRow,
  'username' | 'nickname' | 'password' | 'phoneAreaCode' | 'phoneNumber' | 'isVisitor'
> &
  Partial<Pick<UserRow, 'headImgPath' | 'sex' | 'birthday'>>;

/** Creates a member with an account row, an empty wallet and no security questions. */
export function createMember(
  db: AccountsDb,
  input: NewMember | ((userId: string) => NewMember),
  at: string,
): UserRow {
  const userId = nextUserId(db);
  const fields = typeof input === 'function' ? input(userId) : input;
  const user: UserRow = {
    userId,
    headImgPath: null,
    sex: 0,
    birthday: null,
    ...fields,
    sign: null,
    vipLevel: 0,
    vipType: 'none',
    vipExpireAt: null,
    inviteCode: `I${userId}`,
    promotionNum: 0,
    tags: [],
    subscriptionPrice: null,
    createdAt: at,
  };
  db.users[userId] = user;
  db.accounts.profiles[userId] = newAccountRow(userId, {
    uid: `8${userId.padStart(7, '0')}`,
    imToken: `im-${userId}`,
  });
  db.accounts.securityAnswers[userId] = [];
  ensureWallet(db, userId);
  return user;
}

/** A new session token of a member. */
export function issueToken(db: AccountsDb, userId: string): string {
  const token = nextId(db, `token-${userId}`);
  db.sessions[token] = userId;
  return token;
}

/** Ends every session of a member (password change or reset: log in again). */
export function endSessions(db: AccountsDb, userId: string): void {
  for (const [token, owner] of Object.entries(db.sessions))
    if (owner === userId) delete db.sessions[token];
}

/** A member by account name or phone number, as the login and recovery screens take either. */
export function findAccount(db: AccountsDb, account: string): UserRow | undefined {
  const wanted = account.trim();
  return (
    Object.values(db.users).find((u) => u.username === wanted) ??
    Object.values(db.users).find((u) => u.phoneNumber !== null && u.phoneNumber === wanted)
  );
}

export function findByInviteCode(db: AccountsDb, code: string): UserRow | undefined {
  const wanted = code.trim().toUpperCase();
  return wanted
    ? Object.values(db.users).find((u) => u.inviteCode.toUpperCase() === wanted)
    : undefined;
}
