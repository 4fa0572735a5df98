import { CODES } from '@/api/envelope';
import type { MockDb } from '../db';
import { MockFailure, fail } from '../platform/handle';
import type { Localized } from '../platform/messages';
import { CONTENT_MESSAGES } from './content-messages';

const REPORT_MESSAGES = {
  self: {
    zh_CN: '不能举报自己',
    en_US: 'You cannot report yourself',
    ja: '自分を通報することはできません',
  },
  unknownType: {
    zh_CN: '举报类型不存在',
    en_US: 'This report reason does not exist',
    ja: 'この通報理由は存在しません',
  },
  wrongUser: {
    zh_CN: '被举报用户信息不一致',
    en_US: 'The reported user does not match',
    ja: '通報するユーザーの情報が一致しません',
  },
  wrongContent: {
    zh_CN: '被举报的内容不属于该用户',
    en_US: 'The reported content is not this user’s',
    ja: '通報する内容はこのユーザーのものではありません',
  },
} satisfies Record<string, Localized>;

export interface ReportBody {
  typeId?: string;
  content: string;
  reportUsername: string;
  reportUserId: string;
  postId?: string;
  commentId?: string;
  replyId?: string;
}

/** Whose the reported post, comment or reply is; a failure when it does not exist. */
function authorOfContent(db: MockDb, body: ReportBody): string | MockFailure | null {
  if (body.replyId) {
    const reply = db.content.replies.find(
      (r) => r.replyId === body.replyId && (!body.commentId || r.commentId === body.commentId),
    );
    return reply?.userId ?? fail(CONTENT_MESSAGES.commentNotFound);
  }
  if (body.commentId) {
    const comment = db.content.comments.find(
      (c) => c.commentId === body.commentId && (!body.postId || c.postId === body.postId),
    );
    return comment?.userId ?? fail(CONTENT_MESSAGES.commentNotFound);
  }
  if (body.postId) {
    const post = db.content.posts.find((p) => p.postId === body.postId);
    return post?.userId ?? fail(CONTENT_MESSAGES.postNotFound);
  }
  return null;
}

/**
 * What a server refuses in a report (a user, a post, a comment or a reply): an unknown user or a
 * name that is not theirs, oneself, a reason not on the list, an empty description, content that
 * does not exist or is not the reported user's. Null when the report may be stored.
 */
export function checkReport(db: MockDb, reporterId: string, body: ReportBody): MockFailure | null {
  const user = db.users[body.reportUserId];
  if (!user) return fail(CONTENT_MESSAGES.userNotFound);
  if (user.username !== body.reportUsername)
    return fail(REPORT_MESSAGES.wrongUser, CODES.postRejected);
  if (body.reportUserId === reporterId) return fail(REPORT_MESSAGES.self);
  if (body.typeId !== undefined && !db.content.reportTypes.some((t) => t.id === body.typeId))
    return fail(REPORT_MESSAGES.unknownType, CODES.postRejected);
  if (!body.content.trim()) return fail(CONTENT_MESSAGES.emptyContent);
  const author = authorOfContent(db, body);
  if (author instanceof MockFailure) return author;
  if (author !== null && author !== body.reportUserId) return fail(REPORT_MESSAGES.wrongContent);
  return null;
}
