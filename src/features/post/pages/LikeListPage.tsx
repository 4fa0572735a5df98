import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { LikeEntry } from '@/api/schemas/comment';
import { Avatar } from '@/components/Avatar';
import { FeedList } from '@/components/feed-list/FeedList';
import { TopBar } from '@/components/top-bar/TopBar';
import { profilePath } from '@/lib/app-paths';
import { useFeedPaging } from '@/lib/feed-paging';
import { likeListFeed, type LikeSubject } from '../api/like-list';
import classes from '../components/post.module.css';

function LikerRow({ entry }: { entry: LikeEntry }) {
  const user = entry.userInfo;
  return (
    <Link to={profilePath(user.userId)} className={classes.likerRow} data-liker-id={user.userId}>
      <Avatar headImgUrl={user.headImgUrl} alt="" size={40} />
      <span className={classes.likerName}>{user.nickname || user.username}</span>
    </Link>
  );
}

function Likers({ subject, search }: { subject: LikeSubject; search: string }) {
  const { t } = useTranslation();
  const query = likeListFeed(subject, search);
  const paging = useFeedPaging(query);
  return (
    <FeedList
      paging={paging}
      feedKey={JSON.stringify(query.queryKey)}
      label={t('likes.title')}
      estimateSize={57}
      articles={false}
      emptyText={search ? t('likes.noMatch', { keyword: search }) : t('likes.empty')}
      getKey={(entry) => entry.userInfo.userId}
      renderItem={(entry) => <LikerRow entry={entry} />}
    />
  );
}

/** The page's subject from its address: a comment's likes when commentId is given, else a post's. */
function useSubject(): LikeSubject | null {
  const [params] = useSearchParams();
  const commentId = params.get('commentId');
  const postId = params.get('postId');
  if (commentId) return { commentId };
  return postId ? { postId } : null;
}

/**
 * /post/likes?postId= or ?commentId= : who liked a post or a comment (actions.likeList), opened
 * from its like count; paged, with a search by name that the server answers.
 */
export function LikeListPage() {
  const { t } = useTranslation();
  const subject = useSubject();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const title = t(subject && 'commentId' in subject ? 'likes.commentTitle' : 'likes.title');
  return (
    <>
      <TopBar title={title} />
      {subject ? (
        <>
          <TextInput
            className={classes.likeSearch}
            type="search"
            aria-label={t('likes.search')}
            placeholder={t('likes.search')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Likers subject={subject} search={search} />
        </>
      ) : (
        <p className={classes.message}>{t('likes.missing')}</p>
      )}
    </>
  );
}
