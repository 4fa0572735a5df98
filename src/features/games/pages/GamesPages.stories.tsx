import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { feedStoryStates } from '@/components/feed-list/feed-story-states';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { GamesPage } from './GamesPage';

/** /post/game (tag tabs, events, lists by tag), /post/game/detail and /post/game/list. */
const meta = {
  title: 'Games/Pages',
  component: GamesPage,
  parameters: { route: '/post/game' },
} satisfies Meta<typeof GamesPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const rows = () =>
  waitFor(() => {
    const found = document.querySelectorAll('[data-game-id]');
    if (!found.length) throw new Error('no game rows');
    return [...found];
  });

const list = feedStoryStates('/post/game', 'games.list', {
  emptyText: 'games.empty',
  success: rows,
});
export const ListLoading: Story = list.Loading;
export const ListEmpty: Story = list.Empty;
export const ListFailure: Story = list.Failure;

/** The tag tabs: choosing "Board & cards" lists only its games, and keeps the tag in the URL. */
export const ListSuccess: Story = {
  play: async () => {
    await rows();
    await expect(await screen.findByTestId('active-games')).toBeVisible();
    const tabs = screen.getByRole('radiogroup', { name: t('games.tags') });
    await userEvent.click(await within(tabs).findByText('棋牌'));
    await waitFor(() => expect(document.querySelector('[data-game-id="game2"]')).not.toBeNull());
    // 消消乐 (game1) is casual and puzzle, not board & cards.
    await waitFor(() => expect(document.querySelector('[data-game-id="game1"]')).toBeNull());
  },
};
/** A deep link chooses its tag; the tag names come from the server in the member's language. */
export const TagFromLinkEnglish: Story = {
  parameters: { route: '/post/game?tagId=g2' },
  globals: { locale: 'en_US' },
  play: async () => {
    await rows();
    await expect(screen.getByRole('radio', { name: 'Board & cards' })).toBeChecked();
  },
};
export const TagFromLinkJapanese: Story = {
  parameters: { route: '/post/game?tagId=g3' },
  globals: { locale: 'ja' },
  play: async () => {
    await rows();
    await expect(screen.getByRole('radio', { name: 'パズル' })).toBeChecked();
  },
};

const detailRoute = '/post/game/detail?id=game2';
const detail = queryStoryStates({
  route: detailRoute,
  endpoint: 'games.detail',
  success: async () => {
    const play = await screen.findByTestId('play-game');
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(play).toHaveAttribute('href', 'https://games.community.test/play/game2');
    // Screenshots sit below the fold and load lazily: present, not necessarily painted yet.
    await expect(
      await screen.findByRole('img', { name: t('games.screenshot', { n: 1 }) }),
    ).toBeInTheDocument();
    return screen.findByRole('heading', { name: t('games.more') });
  },
});
export const DetailLoading: Story = detail.Loading;
export const DetailFailure: Story = detail.Failure;
export const DetailSuccess: Story = detail.Success;
/** A link without an id says so (no empty page, no 404). */
export const DetailWithoutId: Story = {
  parameters: { route: '/post/game/detail' },
  play: async () => {
    await expect(await screen.findByText(t('games.missing'))).toBeVisible();
  },
};

const more = queryStoryStates({
  route: '/post/game/list?gameId=game2',
  endpoint: 'games.more',
  emptyText: 'games.empty',
  success: async () => {
    const found = await rows();
    await expect(document.querySelector('[data-game-id="game2"]')).toBeNull();
    return found.length > 3;
  },
});
export const MoreLoading: Story = more.Loading;
export const MoreEmpty: Story = more.Empty;
export const MoreFailure: Story = more.Failure;
export const MoreSuccess: Story = more.Success;
