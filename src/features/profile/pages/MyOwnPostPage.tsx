import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { Page } from '@/components/page/Page';
import { APP_PATHS } from '@/lib/app-paths';
import type { FeedData } from '@/lib/feed-paging';
import { ownFeedQuery } from '../api/own';
import { OwnPostMenu } from '../components/OwnPostMenu';
import classes from '../components/profile.module.css';
import { PROFILE_PATHS } from '../paths';

/** Posts still in review or refused: what the member may need to act on. */
function inReview(data: FeedData<Post>): FeedData<Post> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      resultList: page.resultList.filter((p) => p.reviewStatus !== 'approved'),
    })),
  };
}

function OwnPostsScreen({ review }: { review: boolean }) {
  const { t } = useTranslation();
  const base = ownFeedQuery('posts');
  const query = review ? { ...base, select: inReview } : base;
  return (
    <Page title={t(review ? 'people.own.reviewTitle' : 'people.own.title')}>
      <div className={classes.actions}>
        <Button component={Link} to={APP_PATHS.addPost} radius="xl">
          {t('people.own.publish')}
        </Button>
        <Button
          component={Link}
          to={review ? PROFILE_PATHS.myOwnPost : PROFILE_PATHS.approvalList}
          radius="xl"
          variant="default"
        >
          {t(review ? 'people.own.allLink' : 'people.own.reviewLink')}
        </Button>
      </div>
      <div className={classes.tabs}>
        <PostFeed
          query={query}
          label={t(review ? 'people.own.reviewTitle' : 'people.own.title')}
          emptyText={t(review ? 'people.own.reviewEmpty' : 'people.lists.emptyPosts')}
          menu={(post) => <OwnPostMenu post={post} />}
        />
      </div>
    </Page>
  );
}

/** /column/myOwnPost: every post of the member, newest first, with its review state and delete. */
export function MyOwnPostPage() {
  return <OwnPostsScreen review={false} />;
}

/**
 * /column/approvalList: the member's posts waiting for review or refused. The list call has no
 * review filter, so the approved ones are left out here (a `reviewStatus` query is proposed).
 */
export function ApprovalListPage() {
  return <OwnPostsScreen review />;
}
