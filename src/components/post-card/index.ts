export { PostCard, type PostCardProps } from './PostCard';
export { PostCardSkeleton } from './PostCardSkeleton';
export { postDetailHref } from './PostActions';
export { PostText } from './PostText';
export { PostVideo } from './PostVideo';
export { UserTags } from './UserTags';
export { dropPostFromFeeds, isPostNotFound, patchPost, postDetailKey } from './post-cache';
export { useCollectPost, useFollowAuthor, useLikePost } from './post-actions';
