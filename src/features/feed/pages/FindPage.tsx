import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { popularFeed } from '../api/home-feeds';
import { useTags } from '../api/catalog';
import { BANNER_LOCATIONS, Banners } from '../components/Banners';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { TabPage } from '../components/TabPage';
import classes from '../components/feed.module.css';
import { TagChips } from '../components/TagChips';

/** The find tab: banners, topics, and the most viewed posts (of a topic). */
export function FindPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tagId = params.get('tagId');
  const { data: tags, isPending } = useTags();

  return (
    <TabPage title={t('feed.tabs.find')}>
      <Banners location={BANNER_LOCATIONS.home} />
      {tags?.length ? (
        <TagChips
          tags={tags}
          value={tagId ?? null}
          onChange={(v) =>
            setParams(v ? { tagId: v } : {}, { replace: true, preventScrollReset: true })
          }
          label={t('feed.find.topics')}
        />
      ) : isPending ? (
        // The row's height is held while the topics load, so the feed below does not jump.
        <div className={classes.chipsPlaceholder} aria-hidden="true" />
      ) : null}
      <PostFeed key={tagId ?? ''} query={popularFeed(tagId)} ads label={t('feed.tabs.find')} />
    </TabPage>
  );
}
