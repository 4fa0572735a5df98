import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { configureClient, request } from '@/api/client';
import { actionsEndpoints as actions } from '@/api/endpoints/actions';
import { commentsEndpoints as comments } from '@/api/endpoints/comments';
import { feedsEndpoints as feeds } from '@/api/endpoints/feeds';
import { ownEndpoints as own } from '@/api/endpoints/own';
import { postEndpoints as post } from '@/api/endpoints/post';
import { searchEndpoints as search } from '@/api/endpoints/search';
import { snapshotsEndpoints as snapshots } from '@/api/endpoints/snapshots';
import { NAMED_COMMENTS, NAMED_POSTS } from '@fixtures/content';
import { NAMED_TOKENS } from '@fixtures/users';
import { db } from '../db';
import { subscribe, unlockPost } from '../db/content';
import { applyScenario } from '../runtime';

let token: string = NAMED_TOKENS.member;
const SHORT = NAMED_POSTS.short.postId; // the creator's, with the named comment thread
const OWN = NAMED_POSTS.own.postId; // the member's own post
const PAGE = { page: 1, size: 10 };

beforeEach(() => {
  token = NAMED_TOKENS.member;
  configureClient({ getToken: () => token, getLanguage: () => 'en_US', apply: () => {} });
});

/** The ApiError a call fails with (the test fails if it succeeds). */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error('expected the call to fail');
  return error;
}

const detail = (id: string) => request(post.detail, { path: { id } });
const firstPage = (postId: string) => request(comments.page, { query: { postId, ...PAGE } });

describe('likes, collects and follows', () => {
  it('like sets isLike and adds one; unlike reverses it; repeating changes nothing', async () => {
    const before = await detail(SHORT);
    expect(before.isLike).toBe(false);
    const liked = await request(actions.like, { body: { type: 0, postId: SHORT, status: 1 } });
    expect(liked.thumbupNum).toBe(before.thumbupNum + 1);
    await request(actions.like, { body: { type: 0, postId: SHORT, status: 1 } });
    expect(await detail(SHORT)).toMatchObject({ isLike: true, thumbupNum: before.thumbupNum + 1 });
    await request(actions.like, { body: { type: 0, postId: SHORT, status: 0 } });
    expect(await detail(SHORT)).toMatchObject({ isLike: false, thumbupNum: before.thumbupNum });
  });

  it('likes a comment with type 5', async () => {
    const { commentId } = NAMED_COMMENTS.hostile;
    await request(actions.like, { body: { type: 5, postId: SHORT, commentId, status: 1 } });
    const page = await request(comments.page, { query: { postId: SHORT, page: 1, size: 20 } });
    const comment = page.resultList.find((c) => c.commentId === commentId);
    expect(comment).toMatchObject({ isThumbup: true, thumbupNum: 1 });
  });

  it('collects with type 3 and cancels through DELETE', async () => {
    await request(actions.collect, { body: { type: 3, postId: SHORT, status: 1 } });
    expect((await detail(SHORT)).isCollect).toBe(true);
    const collected = await request(own.collections, { query: PAGE });
    expect(collected.resultList[0]?.postId).toBe(SHORT);
    await request(actions.cancelCollect, { query: { postId: SHORT } });
    expect((await detail(SHORT)).isCollect).toBe(false);
  });

  it('follow and unfollow change `follow` on the author and the following feed', async () => {
    const authored = db().content.posts.find((p) => p.userId === '20010')!;
    expect((await detail(authored.postId)).follow).toBe(false);
    await request(actions.follow, { path: { type: 1, userId: '20010' } });
    expect((await detail(authored.postId)).follow).toBe(true);
    const following = await request(feeds.followList, { query: { ...PAGE, size: 50 } });
    expect(following.resultList.some((p) => p.userId === '20010')).toBe(true);
    await request(actions.unfollow, { body: { userId: '20010' } });
    expect((await detail(authored.postId)).follow).toBe(false);
  });
});

describe('comments', () => {
  it('adds a comment: the count goes up and it leads the first page after the pinned ones', async () => {
    const before = await detail(SHORT);
    const added = await request(comments.add, { body: { postId: SHORT, content: 'Nice!' } });
    expect((await detail(SHORT)).commentNum).toBe(before.commentNum + 1);
    const page = await firstPage(SHORT);
    const pinned = page.resultList.filter((c) => c.top).length;
    expect(page.resultList[pinned]?.commentId).toBe(added.commentId);
  });

  it('pins up to 3 comments, the latest pinned at the head', async () => {
    const extra = [];
    for (const content of ['one', 'two', 'three'])
      extra.push(await request(comments.add, { body: { postId: OWN, content } }));
    const pin = (commentId: string, status: 0 | 1) =>
      request(comments.top, { body: { commentId, postId: OWN, status } });
    await pin(NAMED_COMMENTS.onOwnPost.commentId, 1);
    await pin(extra[0]!.commentId, 1);
    await pin(extra[1]!.commentId, 1);
    const page = await firstPage(OWN);
    expect(page.resultList.slice(0, 3).map((c) => [c.commentId, c.top])).toEqual([
      [extra[1]!.commentId, true],
      [extra[0]!.commentId, true],
      [NAMED_COMMENTS.onOwnPost.commentId, true],
    ]);
    const fourth = await failure(pin(extra[2]!.commentId, 1));
    expect(fourth.message).toBe('At most 3 comments can be pinned');
    await pin(extra[0]!.commentId, 0);
    expect((await firstPage(OWN)).resultList.filter((c) => c.top)).toHaveLength(2);
  });

  it('only the post owner pins', async () => {
    const error = await failure(
      request(comments.top, {
        body: { commentId: NAMED_COMMENTS.byMember.commentId, postId: SHORT, status: 1 },
      }),
    );
    expect(error.message).toBe('Only the author can do this');
  });

  it('batch delete removes whole comments with their replies, or single replies', async () => {
    const before = await detail(OWN);
    const reply = await request(comments.replyComment, {
      body: { postId: OWN, commentId: NAMED_COMMENTS.onOwnPost.commentId, content: 'hi' },
    });
    const other = (await firstPage(OWN)).resultList.find(
      (c) => c.commentId !== NAMED_COMMENTS.onOwnPost.commentId,
    );
    const answer = await request(comments.batchDelete, {
      body: {
        postId: OWN,
        commentParamList: [{ commentId: NAMED_COMMENTS.onOwnPost.commentId, replyIdList: [] }],
      },
    });
    // 60004 with its seeded reply 70010 and the new one.
    expect(answer).toMatchObject({ commentNum: 1, replyNum: 2 });
    // Before the new reply: minus the comment and its seeded reply.
    expect((await detail(OWN)).commentNum).toBe(before.commentNum - 2);
    const ids = (await firstPage(OWN)).resultList.map((c) => c.commentId);
    expect(ids).not.toContain(NAMED_COMMENTS.onOwnPost.commentId);
    expect(reply.replyId).toBeTruthy();
    if (other) {
      const mine = await request(comments.replyComment, {
        body: { postId: OWN, commentId: other.commentId, content: 'thanks' },
      });
      await request(comments.batchDelete, {
        body: {
          postId: OWN,
          commentParamList: [{ commentId: other.commentId, replyIdList: [mine.replyId] }],
        },
      });
      const after = (await firstPage(OWN)).resultList.find((c) => c.commentId === other.commentId);
      expect(after?.commentNum).toBe(other.commentNum);
    }
  });

  it('an empty batch answers "select comments first"', async () => {
    const error = await failure(
      request(comments.batchDelete, { body: { postId: OWN, commentParamList: [] } }),
    );
    expect(error.message).toBe('Please select comments to delete first');
  });

  it('loads child replies 3 at a time', async () => {
    const pinned = (await firstPage(SHORT)).resultList.find(
      (c) => c.commentId === NAMED_COMMENTS.pinned.commentId,
    )!;
    expect(pinned).toMatchObject({ commentNum: 7, pages: 3, hasNextPage: true, top: true });
    expect(pinned.childLists).toHaveLength(3);
    const page = (n: number) =>
      request(comments.childReplies, {
        query: { commentId: pinned.commentId, page: n, size: 3 },
      });
    expect(await page(2)).toMatchObject({ hasNextPage: true, nextPage: 3 });
    const last = await page(3);
    expect(last.resultList).toHaveLength(1);
    expect(last.hasNextPage).toBe(false);
  });

  it('closed comments block others but not the owner', async () => {
    await request(post.closeComment, { body: { postId: OWN, status: 1 } });
    token = NAMED_TOKENS.creator;
    const blocked = await failure(
      request(comments.add, { body: { postId: OWN, content: 'hello' } }),
    );
    expect(blocked.message).toBe('The author has closed comments');
    token = NAMED_TOKENS.member;
    await expect(
      request(comments.add, { body: { postId: OWN, content: 'still open for me' } }),
    ).resolves.toMatchObject({ content: 'still open for me' });
  });

  it("scenario comments-closed closes every post's comments", async () => {
    applyScenario('comments-closed');
    expect((await detail(SHORT)).closeComment).toBe(true);
    await failure(request(comments.add, { body: { postId: SHORT, content: 'hi' } }));
    await request(comments.add, { body: { postId: OWN, content: 'mine' } });
  });

  it('rejects sensitive words in comments, replies, posts and snapshots', async () => {
    const message = 'This content contains sensitive words';
    const calls = [
      request(comments.add, { body: { postId: SHORT, content: '一起来赌博' } }),
      request(comments.replyComment, {
        body: { postId: SHORT, commentId: NAMED_COMMENTS.pinned.commentId, content: 'a SCAM' },
      }),
      request(own.add, { body: { content: 'gamble here', files: [], access: 'free' } }),
      request(snapshots.add, { body: { content: '詐欺', type: 1, fileUrl: 'upload/a.jpg' } }),
    ];
    for (const call of calls) expect((await failure(call)).message).toBe(message);
  });

  it('scenario sensitive-words rejects any text', async () => {
    applyScenario('sensitive-words');
    const error = await failure(request(comments.add, { body: { postId: SHORT, content: 'ok' } }));
    expect(error.message).toBe('This content contains sensitive words');
  });
});

describe('feeds and posts', () => {
  it('pages by 10 with nextPage and hasNextPage until the end', async () => {
    const first = await request(feeds.postList, { query: PAGE });
    expect(first).toMatchObject({ hasNextPage: true, nextPage: 2 });
    expect(first.resultList).toHaveLength(10);
    const lastPage = Math.ceil(first.total! / 10);
    const last = await request(feeds.postList, { query: { page: lastPage, size: 10 } });
    expect(last).toMatchObject({ hasNextPage: false, nextPage: lastPage });
    const past = await request(feeds.postList, { query: { page: lastPage + 1, size: 10 } });
    expect(past.resultList).toEqual([]);
  });

  it('deletes a post for its author only', async () => {
    const error = await failure(request(post.remove, { path: { id: SHORT } }));
    expect(error.message).toBe('Only the author can do this');
    await request(post.remove, { path: { id: OWN } });
    await failure(detail(OWN));
  });

  it('excluding a user removes their posts from the recommended list', async () => {
    await request(feeds.excludeUser, { body: { userId: '10002' } });
    const page = await request(feeds.recommendList, { query: { page: 1, size: 50 } });
    expect(page.resultList.some((p) => p.userId === '10002')).toBe(false);
  });

  it('locks paid posts and opens them with a free view, a purchase or a subscription', async () => {
    const locked = await detail(NAMED_POSTS.locked.postId);
    expect(locked).toMatchObject({ unlock: false, fileCount: 3, freeViewsLeft: 3 });
    expect(locked.files).toHaveLength(1);
    const opened = await request(post.fileInfo, {
      path: { postId: NAMED_POSTS.locked.postId },
      query: { flag: 1 },
    });
    expect(opened).toMatchObject({ unlock: true, usedFreeView: true, freeViewsLeft: 2 });
    expect(opened.files).toHaveLength(3);
    expect((await detail(NAMED_POSTS.subscription.postId)).unlock).toBe(false);
    subscribe(db(), '10001', '10002');
    expect((await detail(NAMED_POSTS.subscription.postId)).unlock).toBe(true);
    expect((await detail(NAMED_POSTS.vip.postId)).unlock).toBe(false);
    unlockPost(db(), '10001', NAMED_POSTS.vip.postId);
    expect((await detail(NAMED_POSTS.vip.postId)).unlock).toBe(true);
  });

  it("carries the author's monthly subscription price (null for authors without one)", async () => {
    expect(await detail(NAMED_POSTS.subscription.postId)).toMatchObject({
      access: 'subscription',
      userId: '10002',
      subscriptionPrice: 30,
    });
    expect((await detail(NAMED_POSTS.own.postId)).subscriptionPrice).toBeNull();
  });

  it('answers the inline feed ads of location 201 and a video ad only for a known user', async () => {
    const ads = await request(feeds.advertising, { query: { location: 201 } });
    expect(ads.length).toBeGreaterThan(1);
    expect(ads.every((ad) => ad.location === 201 && ad.imgUrl && !/^https?:/.test(ad.imgUrl))).toBe(
      true,
    );
    expect(await request(feeds.videoAd, { query: { userId: '10001' } })).toMatchObject({
      skipAfter: 5,
    });
    expect(await request(feeds.videoAd, { query: { userId: 'nobody' } })).toBeNull();
  });

  it('scenario locked-content locks every post with no free view left', async () => {
    applyScenario('locked-content');
    expect(await detail(SHORT)).toMatchObject({ unlock: false, freeViewsLeft: 0 });
    const info = await request(post.fileInfo, { path: { postId: SHORT }, query: { flag: 1 } });
    expect(info.unlock).toBe(false);
  });

  it('records reads in the viewed list and counts video plays', async () => {
    const video = NAMED_POSTS.video;
    const { viewNum } = await request(post.read, { body: { postId: video.postId, type: 1 } });
    expect(viewNum).toBe(video.viewNum + 1);
    const viewed = await request(feeds.viewedPosts, { path: { id: '10001' } });
    expect(viewed[0]?.postId).toBe(video.postId);
    const played = await request(post.videoPlay, { body: { postFileId: `${video.postId}-v` } });
    expect(played.playNum).toBe(video.files[0]!.playNum + 1);
  });

  it('scenario empty-feeds empties the post lists', async () => {
    applyScenario('empty-feeds');
    const page = await request(feeds.postList, { query: PAGE });
    expect(page).toMatchObject({ resultList: [], hasNextPage: false });
  });

  it('scenario like-fails makes like, collect and follow answer 10000', async () => {
    applyScenario('like-fails');
    const like = await failure(
      request(actions.like, { body: { type: 0, postId: SHORT, status: 1 } }),
    );
    expect(like.code).toBe('10000');
    await failure(request(actions.follow, { path: { type: 1, userId: '20010' } }));
  });
});

describe('search and snapshots', () => {
  it('search answers users and locations, plus junk the client must drop', async () => {
    const found = await request(search.searchUser, { query: { keyword: 'aya', ...PAGE } });
    const kept = found.resultList.filter((e) => e.userId && (e.type === 1 || e.type === 3));
    expect(kept.map((e) => e.userId)).toContain('10002');
    expect(found.resultList.length).toBeGreaterThan(kept.length);
    expect(found.resultList.some((e) => e.type === 2)).toBe(true);
    expect(found.resultList.some((e) => e.type === 3 && !e.userId)).toBe(true);
    const place = await request(search.searchUser, { query: { keyword: 'shanghai', ...PAGE } });
    expect(place.resultList.some((e) => e.type === 1 && e.userId && e.address)).toBe(true);
  });

  it('counts a snapshot read once per viewer', async () => {
    const before = await request(snapshots.detail, { path: { id: '80001' } });
    expect(before.isRead).toBe(false);
    await request(snapshots.read, { path: { id: '80001' } });
    const again = await request(snapshots.read, { path: { id: '80001' } });
    expect(again.readNum).toBe(before.readNum + 1);
    expect((await request(snapshots.detail, { path: { id: '80001' } })).isRead).toBe(true);
  });
});
