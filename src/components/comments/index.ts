export { CommentThread, type CommentThreadProps } from './CommentThread';
export { commentsQuery } from './comment-cache';
export { commentDraftKey } from './CommentComposer';
