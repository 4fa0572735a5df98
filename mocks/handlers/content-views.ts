import type {
  CommentRow,
  CreatorRow,
  GameRow,
  PostFileRow,
  PostRow,
  ReplyRow,
  SnapshotRow,
} from '@fixtures/content';
import type { Page } from '@/api/envelope';
import { REPLY_PAGE_SIZE, type Comment, type Reply } from '@/api/schemas/comment';
import type { Creator } from '@/api/schemas/feed';
import type { Game, GameDetail } from '@/api/schemas/game';
import type { Post, PostFile } from '@/api/schemas/post';
import type { Snapshot, SnapshotFile } from '@/api/schemas/snapshot';
import type { MockDb } from '../db';
import { paginate, type DocumentedAs, type SortOrder } from '../platform/paging';
import { isFollowing, toUserBrief } from '../platform/views';
import {
  commentTotal,
  commentsOf,
  freeViewsLeft,
  isPinned,
  isUnlocked,
  listOf,
  repliesOf,
} from './content-store';

/** Rows -> API shapes for one viewer. Media stay paths; the client adds the domain by type. */

export function toFileView(post: PostRow, file: PostFileRow, unlocked: boolean): PostFile {
  const view: PostFile = {
    postFileId: file.postFileId,
    type: file.type,
    url: file.url,
    width: file.width,
    height: file.height,
  };
  if (file.type === 2) {
    // A locked video plays a short preview clip instead of the full one, and its download is
    // that preview too: the full file is given to no one who may not view it.
    const path = unlocked ? file.url : `video/${post.postId}-preview.webm`;
    view.url = path;
    view.postVideoFile = {
      postparam: { play_url: path, download_url: unlocked ? (file.download ?? path) : path },
      duration: file.duration ?? undefined,
      cover: file.cover ?? undefined,
    };
  }
  return view;
}

export function toPostView(db: MockDb, post: PostRow, viewerId: string | null): Post {
  const unlock = isUnlocked(db, viewerId, post);
  const files = unlock ? post.files : post.files.slice(0, 1);
  return {
    postId: post.postId,
    userId: post.userId,
    userInfo: toUserBrief(db, post.userId, viewerId),
    postType: post.postType,
    content: post.content,
    files: files.map((f) => toFileView(post, f, unlock)),
    fileCount: post.files.length,
    isLike: listOf(db.content.likes, viewerId).includes(post.postId),
    isCollect: listOf(db.content.collects, viewerId).includes(post.postId),
    thumbupNum: post.thumbupNum,
    collectNum: post.collectNum,
    commentNum: commentTotal(db, post.postId),
    viewNum: post.viewNum,
    closeComment: post.closeComment,
    postCommentList: commentsOf(db, post.postId)
      .slice(0, 2)
      .map((c) => ({
        commentId: c.commentId,
        userId: c.userId,
        username: db.users[c.userId]?.nickname ?? '',
        content: c.content,
      })),
    follow: isFollowing(db, viewerId, post.userId),
    access: post.access,
    unlock,
    price: post.price,
    subscriptionPrice: db.users[post.userId]?.subscriptionPrice ?? null,
    freeViewsLeft: post.access === 'free' ? null : freeViewsLeft(db, viewerId),
    location: post.location,
    tagIds: [...post.tagIds],
    reviewStatus: post.reviewStatus,
    createdAt: post.createdAt,
  };
}

export function pagePosts(
  db: MockDb,
  rows: PostRow[],
  viewerId: string | null,
  page: number,
  size: number,
  sort?: SortOrder,
  documented: DocumentedAs = 'asc',
): Page<Post> {
  const slice = paginate(rows, page, size, sort, documented);
  return { ...slice, resultList: slice.resultList.map((p) => toPostView(db, p, viewerId)) };
}

export function toReplyView(db: MockDb, reply: ReplyRow, viewerId: string | null): Reply {
  return {
    replyId: reply.replyId,
    commentId: reply.commentId,
    userInfo: toUserBrief(db, reply.userId, viewerId),
    toUserInfo: reply.toUserId ? toUserBrief(db, reply.toUserId, viewerId) : null,
    content: reply.content,
    isThumbup: listOf(db.content.commentLikes, viewerId).includes(reply.replyId),
    thumbupNum: reply.thumbupNum,
    createdAt: reply.createdAt,
  };
}

export function toCommentView(db: MockDb, comment: CommentRow, viewerId: string | null): Comment {
  const replies = repliesOf(db, comment.commentId);
  return {
    commentId: comment.commentId,
    postId: comment.postId,
    userId: comment.userId,
    userInfo: toUserBrief(db, comment.userId, viewerId),
    content: comment.content,
    top: isPinned(db, comment),
    isThumbup: listOf(db.content.commentLikes, viewerId).includes(comment.commentId),
    thumbupNum: comment.thumbupNum,
    childLists: replies.slice(0, REPLY_PAGE_SIZE).map((r) => toReplyView(db, r, viewerId)),
    commentNum: replies.length,
    pages: Math.ceil(replies.length / REPLY_PAGE_SIZE),
    hasNextPage: replies.length > REPLY_PAGE_SIZE,
    createdAt: comment.createdAt,
  };
}

export function toSnapshotView(db: MockDb, row: SnapshotRow, viewerId: string | null): Snapshot {
  const reads = db.content.snapshotReads[row.id] ?? [];
  return {
    id: row.id,
    userId: row.userId,
    userInfo: toUserBrief(db, row.userId, viewerId),
    content: row.content,
    type: row.type,
    cover: row.cover,
    readNum: reads.length,
    isRead: reads.some((r) => r.userId === viewerId),
    createdAt: row.createdAt,
  };
}

export function toSnapshotFile(row: SnapshotRow): SnapshotFile {
  const video = row.type === 2;
  return {
    snapshotId: row.id,
    type: row.type,
    url: video ? row.cover : row.url,
    width: row.width,
    height: row.height,
    play_url: video ? row.url : null,
    download_url: video ? row.url : null,
    duration: row.duration,
  };
}

export function toGameView(game: GameRow): Game {
  return {
    id: game.id,
    name: game.name,
    icon: `img/game/${game.id}-icon.svg?w=160&h=160`,
    cover: `img/game/${game.id}.svg?w=750&h=420`,
    intro: game.intro,
    tagIds: [...game.tagIds],
    playerNum: game.playerNum,
    score: game.score,
    playUrl: `https://games.community.test/play/${game.id}`,
    isHot: game.isHot,
  };
}

export function toGameDetail(game: GameRow): GameDetail {
  return {
    ...toGameView(game),
    description: game.description,
    screenshots: [1, 2, 3].map((n) => `img/game/${game.id}-shot-${n}.svg?w=720&h=1280`),
    developer: game.developer,
    updatedAt: game.updatedAt,
  };
}

export function toCreatorView(db: MockDb, row: CreatorRow, viewerId: string | null): Creator {
  const user = db.users[row.userId]!;
  return {
    user: toUserBrief(db, row.userId, viewerId),
    kind: row.kind,
    cover: row.cover,
    fansNum: Object.values(db.follows).filter((ids) => ids.includes(row.userId)).length,
    postNum: db.content.posts.filter(
      (p) => p.userId === row.userId && p.reviewStatus === 'approved',
    ).length,
    subscriptionPrice: user.subscriptionPrice,
    isSubscribed: listOf(db.content.subscriptions, viewerId).includes(row.userId),
  };
}
