import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchEndpoints } from '@/api/endpoints/search';
import { endpointQuery } from '@/api/query-key';
import type { Creator } from '@/api/schemas/feed';
import { FeedList } from '@/components/feed-list/FeedList';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useFeedPaging } from '@/lib/feed-paging';
import { influencersQuery } from '../api/people';
import { PersonRow } from '../components/PersonRow';
import classes from '../components/profile.module.css';

/** Search results: only user entries (type 3) with a userId are kept (section 5). */
function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const query = useQuery(
    endpointQuery(searchEndpoints.searchUser, { query: { keyword, page: 1, size: 20 } }),
  );
  return (
    <section aria-label={t('people.discover.results')}>
      <QueryState
        query={query}
        empty={t('people.discover.noResults')}
        isEmpty={(data) => !data.resultList.some((e) => e.type === 3 && e.userId)}
      >
        {(data) => (
          <ul className={classes.people}>
            {data.resultList
              .filter((e) => e.type === 3 && e.userId)
              .map((e) => (
                <li key={e.userId}>
                  <PersonRow
                    user={{
                      userId: e.userId!,
                      username: e.username ?? '',
                      headImgUrl: e.headImgUrl ?? null,
                      sign: e.sign,
                    }}
                    // A search entry does not say whether the member follows them: their page does.
                    followable={false}
                  />
                </li>
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Suggested() {
  const { t } = useTranslation();
  const query = influencersQuery();
  const paging = useFeedPaging<Creator>(query);
  return (
    <>
      <h2 className={classes.muted}>{t('people.discover.suggested')}</h2>
      <FeedList
        paging={paging}
        feedKey={JSON.stringify(query.queryKey)}
        label={t('people.discover.suggested')}
        articles={false}
        getKey={(c) => c.user.userId}
        estimateSize={64}
        renderItem={(c) => <PersonRow user={c.user} />}
      />
    </>
  );
}

/**
 * /column/discoverUsers (a seeded banner links here, and "Me"): a user search and, before any
 * search, influencers worth following, each with a follow button.
 */
export function DiscoverUsersPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword] = useDebouncedValue(text.trim(), 300);
  return (
    <Page title={t('people.discover.title')}>
      <TextInput
        type="search"
        label={t('people.discover.search')}
        placeholder={t('people.discover.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        mb="md"
      />
      {keyword ? <SearchResults keyword={keyword} /> : <Suggested />}
    </Page>
  );
}
