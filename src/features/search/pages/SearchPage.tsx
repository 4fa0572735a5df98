import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TopBar } from '@/components/top-bar/TopBar';
import { userIdAtom } from '@/lib/session';
import { useRecordSearch } from '../api/search';
import { HotSearches } from '../components/HotSearches';
import { RecentSearches } from '../components/RecentSearches';
import { SearchField } from '../components/SearchField';
import classes from '../components/search.module.css';
import { SearchResults, isResultTab, type ResultTab } from '../components/SearchResults';
import { SEARCH_DEBOUNCE_MS, SEARCH_SETTLE_MS } from '../paths';
import { useRecentSearches } from '../recent-searches';

/**
 * Counts a keyword as searched once it has stayed a moment (or a result was opened): it is
 * recorded with the server and remembered on this device, once per keyword per visit, so a
 * member typing slowly does not leave "a", "ay", "aya" behind.
 */
function useSearchMade(keyword: string, remember: (keyword: string) => void) {
  const record = useRecordSearch();
  const done = useRef(new Set<string>());
  const make = useCallback(
    (word: string) => {
      if (!word || done.current.has(word)) return;
      done.current.add(word);
      remember(word);
      record.mutate(word);
    },
    [record, remember],
  );
  useEffect(() => {
    if (!keyword) return;
    const id = window.setTimeout(() => make(keyword), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(id);
  }, [keyword, make]);
  return make;
}

/**
 * /column/search?keyword=&tab= (also /column/search/catalog and /column/search/search): without
 * a keyword the catalog (recent and hot searches), with one the results. The keyword lives in the
 * address, so back, reload and a shared link all show the same search.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const userId = useAtomValue(userIdAtom);
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tabParam = params.get('tab');
  const tab: ResultTab = isResultTab(tabParam) ? tabParam : 'users';
  // The results follow the keyword at a lower priority: typing is never held up by a list of
  // results being rebuilt (React renders them in slices it can interrupt).
  const shownKeyword = useDeferredValue(keyword);
  const recent = useRecentSearches(userId);
  const made = useSearchMade(keyword, recent.add);

  // What is typed; the address follows it after a pause (and the address, on back, follows it).
  const [text, setText] = useState(params.get('keyword') ?? '');
  const written = useRef(keyword);
  useEffect(() => {
    if (keyword !== written.current) {
      written.current = keyword;
      setText(keyword);
    }
  }, [keyword]);

  const go = useCallback(
    (next: string, options: { push: boolean; tab?: ResultTab }) => {
      written.current = next;
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set('keyword', next);
          else p.delete('keyword');
          if (options.tab) p.set('tab', options.tab);
          if (!next) p.delete('tab');
          return p;
        },
        { replace: !options.push, preventScrollReset: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    const next = text.trim();
    if (next === written.current) return;
    // From the catalog to results is a new page in history (back returns to the catalog);
    // refining the keyword replaces it.
    const id = window.setTimeout(() => go(next, { push: !written.current }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, go]);

  const pick = (word: string) => {
    setText(word);
    go(word, { push: true });
    made(word);
  };

  return (
    <>
      <TopBar title={t('search.title')} />
      <SearchField
        value={text}
        onChange={setText}
        onSubmit={() => {
          const word = text.trim();
          if (!word) return;
          go(word, { push: !written.current });
          made(word);
        }}
        onClear={() => {
          setText('');
          go('', { push: false });
        }}
      />
      {keyword ? (
        <SearchResults
          keyword={shownKeyword || keyword}
          tab={tab}
          onTab={(next) => go(keyword, { push: false, tab: next })}
          onOpen={() => made(keyword)}
        />
      ) : (
        <>
          <RecentSearches list={recent.list} onPick={pick} onClear={recent.clear} />
          <Anchor
            component={Link}
            to="/column/recommend"
            className={classes.section}
            display="block"
          >
            {t('search.recommendTitle')}
          </Anchor>
          <HotSearches onPick={pick} />
        </>
      )}
    </>
  );
}
