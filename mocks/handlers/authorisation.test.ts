import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { actionsEndpoints as actions } from '@/api/endpoints/actions';
import { authEndpoints as auth } from '@/api/endpoints/auth';
import { commentsEndpoints as comments } from '@/api/endpoints/comments';
import { feedsEndpoints as feeds } from '@/api/endpoints/feeds';
import { messagesEndpoints as messages } from '@/api/endpoints/messages';
import { ownEndpoints as own } from '@/api/endpoints/own';
import { postEndpoints as post } from '@/api/endpoints/post';
import { snapshotsEndpoints as snapshots } from '@/api/endpoints/snapshots';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { NAMED_TOKENS, NAMED_USERS } from '@fixtures/users';
import { db } from '../db';
import { failureOf, ownInfo, setUpAccountClient, signInAs } from './account-test-kit';

/**
 * The mocks reviewed as a server's authorisation is (issue 27): whose data a token may read or
 * change, what a visitor's token gets, what a forged or another member's id gets. The private
 * fields and the ids of one member never reach another.
 */
setUpAccountClient();

const LIN = NAMED_USERS.member.userId;
const AYA = NAMED_USERS.creator.userId;
const PRIVATE_FIELDS = ['availableBalance', 'inviteCode', 'promotionNum'];
/** lin_xiao's post waiting for review: hers alone until approved. */
const LINS_PENDING_POST = '50012';

describe("user.vipInfo: another member's id answers public fields only (point 3)", () => {
  it('answers one’s own id in full', async () => {
    const mine = await ownInfo(LIN);
    expect(mine.availableBalance).toBe(258.34);
    expect(mine.inviteCode).toBe('LINX01');
  });

  it("answers lin_xiao's token on aya_photo's id without her balance or invite code", async () => {
    const theirs = await request(user.vipInfo, { path: { userId: AYA } });
    for (const field of PRIVATE_FIELDS) expect(theirs).not.toHaveProperty(field);
    expect(theirs).toMatchObject({ userId: AYA, username: 'aya_photo' });
    // The raw answer too, not only what the client's schema keeps.
    const raw = db().users[AYA]!;
    expect(JSON.stringify(theirs)).not.toContain(raw.inviteCode);
  });

  it("answers a visitor's token on a member's id with public fields only", async () => {
    const visitor = await request(auth.visitor, { query: { deviceId: 'authz-device' } });
    signInAs(visitor.token);
    const theirs = await request(user.vipInfo, { path: { userId: LIN } });
    for (const field of PRIVATE_FIELDS) expect(theirs).not.toHaveProperty(field);
  });

  it('answers a forged id as not found, and no token as signed out', async () => {
    expect((await failureOf(request(user.vipInfo, { path: { userId: '99999' } }))).message).toBe(
      'The user does not exist',
    );
    signInAs(null);
    expect((await failureOf(request(user.vipInfo, { path: { userId: LIN } }))).code).toBe('10201');
    signInAs('forged-token');
    expect((await failureOf(request(user.vipInfo, { path: { userId: LIN } }))).code).toBe('10201');
  });

  it("keeps the person page's private fields null on someone else's profile", async () => {
    const theirs = await request(user.profile, { path: { id: AYA } });
    expect(theirs).toMatchObject({
      availableBalance: null,
      phoneNumber: null,
      inviteCode: null,
      hasPayPassword: null,
    });
  });
});

describe("another member's wallet rows are not found", () => {
  it('refuses the wallet account, an order, a detail, a withdrawal and a bank card', async () => {
    const order = db().accounts.orders.find((o) => o.userId === LIN)!;
    const detail = db().accounts.ledger.find((r) => r.userId === LIN)!;
    signInAs(NAMED_TOKENS.creator);
    expect((await failureOf(request(user.account, { path: { userId: LIN } }))).code).not.toBe(
      '200',
    );
    await failureOf(request(wallet.order, { path: { id: order.orderId } }));
    await failureOf(request(wallet.detail, { path: { id: detail.id } }));
    await failureOf(
      request(wallet.pay, { body: { orderId: order.orderId, payPassword: '123456' } }),
    );
    const card = db().accounts.bankCards.find((c) => c.userId === LIN);
    if (card) {
      await failureOf(request(wallet.deleteBankCard, { path: { id: card.id } }));
      expect(db().accounts.bankCards).toContain(card);
    }
    expect(db().accounts.orders.find((o) => o.orderId === order.orderId)?.status).toBe(
      order.status,
    );
  });
});

describe('a conversation between two other members', () => {
  it('is neither read nor deleted', async () => {
    signInAs(NAMED_TOKENS.vip);
    const error = await failureOf(
      request(messages.conversation, {
        path: { fromUserId: LIN, toUserId: AYA },
        query: { page: 1, size: 20 },
      }),
    );
    expect(error.message).toBe('You cannot change this conversation');
    await failureOf(
      request(messages.deleteConversation, { path: { fromUserId: LIN, toUserId: AYA } }),
    );
  });
});

describe("a post waiting for review is its author's alone", () => {
  it('answers another member as if it did not exist, whatever they ask of it', async () => {
    signInAs(NAMED_TOKENS.creator);
    const commentsBefore = db().content.comments.filter((c) => c.postId === LINS_PENDING_POST);
    const missing = 'This post does not exist or was deleted';
    const asks = [
      request(post.detail, { path: { id: LINS_PENDING_POST } }),
      request(post.fileInfo, { path: { postId: LINS_PENDING_POST }, query: { flag: 1 } }),
      request(comments.page, { query: { postId: LINS_PENDING_POST, page: 1, size: 10 } }),
      request(comments.add, { body: { postId: LINS_PENDING_POST, content: 'hello' } }),
      request(actions.like, { body: { type: 0, postId: LINS_PENDING_POST, status: 1 } }),
      request(actions.collect, { body: { type: 3, postId: LINS_PENDING_POST, status: 1 } }),
      request(post.read, { body: { postId: LINS_PENDING_POST, type: 1 } }),
      request(feeds.findByPost, {
        path: { postId: LINS_PENDING_POST },
        query: { page: 1, size: 10 },
      }),
    ];
    for (const ask of asks) expect((await failureOf(ask)).message).toBe(missing);
    const row = db().content.posts.find((p) => p.postId === LINS_PENDING_POST)!;
    expect(row.thumbupNum).toBe(0);
    expect(db().content.comments.filter((c) => c.postId === LINS_PENDING_POST)).toEqual(
      commentsBefore,
    );
  });

  it('answers its author', async () => {
    await expect(
      request(post.fileInfo, { path: { postId: LINS_PENDING_POST }, query: { flag: 1 } }),
    ).resolves.toMatchObject({ postId: LINS_PENDING_POST });
    await expect(
      request(comments.page, { query: { postId: LINS_PENDING_POST, page: 1, size: 10 } }),
    ).resolves.toBeDefined();
  });
});

describe('a visitor account', () => {
  it('cannot be signed in to with a password, however guessable its filler one is', async () => {
    const visitor = await request(auth.visitor, { query: { deviceId: 'authz-login' } });
    signInAs(null);
    const error = await failureOf(
      request(auth.login, {
        body: {
          username: visitor.username,
          password: `guest${visitor.userId}`,
          loginType: 3,
          sourceType: 3,
        },
      }),
    );
    expect(error.message).toBe('The account or password is incorrect');
  });
});

describe("another member's counts", () => {
  it('count their snapshots once approved, as their list shows them', async () => {
    signInAs(NAMED_TOKENS.creator);
    const before = (await request(own.count, { query: { userId: LIN } })).snapshotNum;
    signInAs(NAMED_TOKENS.member);
    const mine = (await request(own.count, { query: {} })).snapshotNum;
    await request(snapshots.add, { body: { content: '等待审核', type: 1, fileUrl: 'img/x.jpg' } });
    expect((await request(own.count, { query: {} })).snapshotNum).toBe(mine + 1);
    signInAs(NAMED_TOKENS.creator);
    expect((await request(own.count, { query: { userId: LIN } })).snapshotNum).toBe(before);
  });
});

describe('privacy settings are kept by the server', () => {
  it('only the people an author follows may comment when the author says so', async () => {
    signInAs(NAMED_TOKENS.creator);
    await request(user.setPrivacy, { body: { onlyFollowedCanComment: true } });
    db().follows[AYA] = (db().follows[AYA] ?? []).filter((id) => id !== LIN);
    signInAs(NAMED_TOKENS.member);
    const refused = await failureOf(
      request(comments.add, { body: { postId: '50001', content: '可以评论吗' } }),
    );
    expect(refused.message).toBe('The author only takes comments from people they follow');
    const reply = await failureOf(
      request(comments.replyComment, {
        body: { postId: '50001', commentId: '60002', content: '可以回复吗' },
      }),
    );
    expect(reply.message).toBe(refused.message);
    db().follows[AYA]!.push(LIN);
    await expect(
      request(comments.add, { body: { postId: '50001', content: '可以评论吗' } }),
    ).resolves.toMatchObject({ content: '可以评论吗' });
    // The author always may.
    signInAs(NAMED_TOKENS.creator);
    db().follows[AYA] = [];
    await expect(
      request(comments.add, { body: { postId: '50001', content: '作者本人' } }),
    ).resolves.toBeDefined();
  });

  it('a member who hides their posts from location pages is not listed on one', async () => {
    const listed = async () =>
      (
        await request(feeds.postList, {
          query: { page: 1, size: 50, type: 0, locationCode: 'JP-13' },
        })
      ).resultList.map((p) => p.postId);
    expect(await listed()).toContain('50011');
    db().accounts.profiles['20015']!.privacy.hideFromLocation = true;
    expect(await listed()).not.toContain('50011');
  });
});
