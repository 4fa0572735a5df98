import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { recentKey } from '../recent-searches';
import { SearchPage } from './SearchPage';

/** /column/search: the catalog (recent and hot searches), typing, the results per tab. */
const meta = {
  title: 'Search/Search',
  component: SearchPage,
  parameters: { route: '/column/search' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const emptyText = (tab: string, keyword: string) =>
  `${t(`search.empty.${tab}`, { keyword })} ${t('search.suggestion')}`;

const feedState = (state: string) =>
  waitFor(() => {
    const cell = document.querySelector(`[data-feed-state="${state}"]`);
    if (!cell) throw new Error(`no list in state ${state}`);
    return cell;
  });

/** The catalog: the hot list (its own four states). */
const hot = queryStoryStates({
  route: '/column/search',
  endpoint: 'search.hottest',
  emptyText: 'search.hotEmpty',
  success: async () => {
    const rows = document.querySelectorAll('[data-hot-keyword]');
    await expect(rows.length).toBeGreaterThan(3);
    return screen.findByRole('heading', { name: t('search.hot') });
  },
});
export const IdleLoading: Story = hot.Loading;
export const IdleEmpty: Story = hot.Empty;
export const IdleFailure: Story = hot.Failure;
export const IdleSuccess: Story = hot.Success;

/** The member's recent searches (this device, this member), and clearing them. */
export const RecentSearches: Story = {
  parameters: { storage: { local: { [recentKey('10001')]: '["日落","aya"]' } } },
  play: async () => {
    const recent = await screen.findByRole('region', { name: t('search.recent') });
    await expect(within(recent).getByText('日落')).toBeVisible();
    await userEvent.click(within(recent).getByRole('button', { name: t('search.clearRecent') }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('search.recent') })).toBeNull(),
    );
  },
};

/** Another member's recent searches on the same device are not shown. */
export const RecentOfAnotherMember: Story = {
  parameters: { storage: { local: { [recentKey('10002')]: '["写真"]' } } },
  play: async () => {
    await screen.findByRole('heading', { name: t('search.hot') });
    await expect(screen.queryByRole('region', { name: t('search.recent') })).toBeNull();
  },
};

/**
 * Typing: after a pause the results show, a keyword kept for SEARCH_SETTLE_MS counts as a search
 * (it joins the recent searches), and the field's clear button goes back to the catalog.
 */
export const Typing: Story = {
  play: async () => {
    const field = await screen.findByRole('searchbox', { name: t('search.field') });
    await userEvent.type(field, 'aya');
    await waitFor(() => expect(document.querySelector('[data-user-id="10002"]')).not.toBeNull());
    // Cleared only once the search counts: cleared before, the catalog would show "aya" among the
    // recent searches or not by the machine's speed (a loaded one took longer than the 1.2 s).
    await waitFor(() => expect(localStorage.getItem(recentKey('10001'))).toBe('["aya"]'));
    await userEvent.click(screen.getByRole('button', { name: t('search.clear') }));
    await expect(await screen.findByRole('heading', { name: t('search.hot') })).toBeVisible();
    await expect(screen.getByText('aya')).toBeVisible();
  },
};

/** Picking a hot search runs it. */
export const PickHot: Story = {
  play: async () => {
    await expectQueryState('success');
    const first = document.querySelector<HTMLElement>('[data-hot-keyword]')!;
    const keyword = first.dataset.hotKeyword!;
    await userEvent.click(first);
    await expect(await screen.findByRole('searchbox')).toHaveValue(keyword);
    await expect(await screen.findByRole('tab', { name: t('search.tabs.users') })).toBeVisible();
  },
};

/** Users: only real users (no topic, no entry without an id), signature cut or a placeholder. */
export const ResultsUsers: Story = {
  parameters: { route: '/column/search?keyword=a' },
  play: async () => {
    await feedState('success');
    await waitFor(() =>
      expect(document.querySelectorAll('[data-user-id]').length).toBeGreaterThan(0),
    );
    await expect(screen.queryByText('#a')).toBeNull();
    for (const row of document.querySelectorAll('[data-user-id]'))
      await expect(row.getAttribute('data-user-id')).not.toBe('');
  },
};

export const ResultsLocations: Story = {
  parameters: { route: '/column/search?keyword=上海&tab=locations' },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-location="310100"]')).not.toBeNull());
    // The location without a userId is dropped.
    await expect(document.querySelector('[data-location="000000"]')).toBeNull();
  },
};

export const ResultsPosts: Story = {
  parameters: { route: '/column/search?keyword=的&tab=posts' },
  play: async () => {
    const posts = await screen.findAllByRole('article');
    await expect(posts.length).toBeGreaterThan(0);
  },
};

export const ResultsVideos: Story = {
  parameters: { route: '/column/search?keyword=的&tab=videos' },
  play: async () => {
    const posts = await screen.findAllByRole('article');
    await expect(posts.length).toBeGreaterThan(0);
  },
};

/** Nothing found: says so, and suggests what to try. */
export const ResultsEmpty: Story = {
  parameters: { route: '/column/search?keyword=zzzqqq' },
  play: async () => {
    await feedState('empty');
    await expect(await screen.findByText(emptyText('users', 'zzzqqq'))).toBeVisible();
  },
};

/** A slow search shows that it is loading. */
export const ResultsSlow: Story = {
  parameters: { route: '/column/search?keyword=aya', mock: 'search.searchUser=delay:999999' },
  play: async () => {
    await feedState('loading');
  },
};

/** A failing search says so and offers a retry. */
export const ResultsFailure: Story = {
  parameters: { route: '/column/search?keyword=aya', mock: 'search.searchUser=code:10000' },
  play: async () => {
    await feedState('failure');
    await expect(screen.getByRole('button', { name: t('post.list.retry') })).toBeVisible();
  },
};
export const ResultsNetworkFailure: Story = {
  parameters: { route: '/column/search?keyword=aya', mock: 'search.searchUser=network' },
  play: ResultsFailure.play,
};
