import type { ReactNode } from 'react';
import type { Post } from '@/api/schemas/post';
import { FeedList } from './FeedList';
import { PostCard } from '@/components/post-card';
import { useFeedPaging, type feedQuery } from '@/lib/feed-paging';

export interface PostFeedProps {
  query: ReturnType<typeof feedQuery<Post>>;
  label: string;
  emptyText?: string;
  /** Extra header controls per post (the recommended list's exclusion menu). */
  menu?: (post: Post) => ReactNode;
}

/** A feed of post cards with paging and its four states. */
export function PostFeed({ query, label, emptyText, menu }: PostFeedProps) {
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={label}
      emptyText={emptyText}
      getKey={(post) => post.postId}
      renderItem={(post, index) => (
        <PostCard post={post} priority={index === 0} menu={menu?.(post)} />
      )}
    />
  );
}
