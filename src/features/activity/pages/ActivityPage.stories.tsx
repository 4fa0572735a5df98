import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario } from '@mocks/runtime';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { ActivityPage } from './ActivityPage';

/**
 * /column/columnTabbar/dynamic for lin_xiao (10001). Seeded: a read like (aya_photo), an unread
 * follow, comment and reviewed report, a read system message, an unread support reply and two
 * unread chats.
 */
const meta = {
  title: 'Activity/Activity tab',
  component: ActivityPage,
  parameters: { route: '/column/columnTabbar/dynamic?tab=follow' },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** Wholly inside its scrolling strip, not cut off by its edge. */
const inView = (el: HTMLElement) => {
  const box = el.parentElement!.getBoundingClientRect();
  const rect = el.getBoundingClientRect();
  return rect.left >= box.left - 1 && rect.right <= box.right + 1;
};
const bottomFlag = () => document.querySelector('[data-tab="dynamic"] [data-unread]');
const tabFlag = (tab: string) =>
  document.querySelector(`[data-activity-tab="${tab}"] [data-unread]`);
const rows = async () => {
  await expectQueryState('success');
  return [...document.querySelectorAll<HTMLElement>('[data-notice-id]')];
};

const states = queryStoryStates({
  route: '/column/columnTabbar/dynamic?tab=follow',
  endpoint: 'messages.list',
  emptyText: 'activity.empty.follow',
  success: async () => {
    const [first] = await rows();
    return first && within(first).getByText(t('activity.unreadFlag'));
  },
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** New follows: the unread follow, flagged, linking to the follower's page. */
export const Success: Story = states.Success;

/** The unread flag: on the bottom bar and on each tab with unread messages; none on read tabs. */
export const Unread: Story = {
  play: async () => {
    await waitFor(() => expect(bottomFlag()).not.toBeNull());
    await waitFor(() => expect(tabFlag('follow')).not.toBeNull());
    await expect(tabFlag('comment')).not.toBeNull();
    await expect(tabFlag('report')).not.toBeNull();
    await expect(tabFlag('like')).toBeNull();
    await expect(screen.getByRole('link', { name: t('activity.settings') })).toHaveAttribute(
      'href',
      '/column/settings',
    );
  },
};

/** Likes: aya_photo's like, already read, links to her page (the seeded like has no post). */
export const Likes: Story = {
  parameters: { route: '/column/columnTabbar/dynamic?tab=like' },
  play: async () => {
    const [like] = await rows();
    await expect(like).toHaveAttribute('data-read', 'true');
    await expect(within(like!).getByRole('link')).toHaveAttribute(
      'href',
      '/column/userDetail?userId=10002',
    );
  },
};

/** "Clear" on a tab: its rows lose their flag, and so does the tab. */
export const ReadTab: Story = {
  play: async () => {
    await rows();
    const name = t('activity.readType', { type: t('activity.type.follow') });
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() =>
      expect(document.querySelector('[data-notice-id]')).toHaveAttribute('data-read', 'true'),
    );
    await waitFor(() => expect(tabFlag('follow')).toBeNull());
    await expect(tabFlag('comment')).not.toBeNull();
  },
};

/** "Clear all" saving: the button shows it is working while the read call runs. */
export const ReadAllSaving: Story = {
  parameters: { mock: 'messages.readAll=delay:999999' },
  play: async () => {
    await rows();
    const button = screen.getByRole('button', { name: t('activity.readAll') });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** "Clear all" failing on the network: the member is told, the flags stay. */
export const ReadAllFails: Story = {
  parameters: { mock: 'messages.readAll=network' },
  play: async () => {
    await rows();
    const button = screen.getByRole('button', { name: t('activity.readAll') });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText(t('activity.readFailed'))).toBeVisible());
    await expect(tabFlag('follow')).not.toBeNull();
  },
};

const loadMore = () => screen.getByRole('button', { name: t('common.more') });

/**
 * Scrolled to the end of the page, as far as a member can: the element is then wholly above the
 * bottom bar, not hidden under it.
 */
async function showEnd(element: Element) {
  const bar = screen.getByRole('navigation', { name: t('feed.tabs.label') });
  window.scrollTo(0, document.documentElement.scrollHeight);
  await waitFor(() =>
    expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      bar.getBoundingClientRect().top + 1,
    ),
  );
}

/**
 * 'many-follows': 14 new followers. The tab shows the newest 10, then "load more" brings the
 * other 4 and, with no page left, goes away.
 */
export const FollowsMore: Story = {
  parameters: { mock: 'many-follows' },
  play: async () => {
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    await userEvent.click(loadMore());
    await waitFor(async () => expect(await rows()).toHaveLength(14));
    await expect(screen.queryByRole('button', { name: t('common.more') })).toBeNull();
    await showEnd((await rows()).at(-1)!);
  },
};

/** The first 10 rows, then "load more" with the next page lost on the network: what it says. */
async function loseNextPage() {
  await waitFor(async () => expect(await rows()).toHaveLength(10));
  applyScenario('messages.list=network', { keepDb: true });
  await userEvent.click(loadMore());
  return screen.findByText(t('common.moreFailed'));
}

/**
 * The second page fails on the network, which the error policy keeps quiet about: it says so
 * under the 10 rows, which stay, and the same button tries again and brings the rest.
 */
export const FollowsMoreFails: Story = {
  parameters: { mock: 'many-follows' },
  play: async () => {
    const said = await loseNextPage();
    await expect(said).toHaveAttribute('role', 'alert');
    await expect(await rows()).toHaveLength(10);
    await waitFor(() => expect(loadMore()).toBeEnabled());
    await showEnd(loadMore());
  },
};

/** After the failed page the network is back: the same button loads it, and the notice goes. */
export const FollowsMoreRetried: Story = {
  parameters: { mock: 'many-follows' },
  play: async () => {
    await loseNextPage();
    applyScenario('', { keepDb: true });
    await userEvent.click(loadMore());
    await waitFor(async () => expect(await rows()).toHaveLength(14));
    await expect(screen.queryByText(t('common.moreFailed'))).toBeNull();
    await showEnd((await rows()).at(-1)!);
  },
};

const chatStates = queryStoryStates({
  route: '/column/columnTabbar/dynamic?tab=chat',
  endpoint: 'messages.conversations',
  emptyText: 'activity.empty.chat',
  success: () => screen.findByText('周末一起去拍日落吗？'),
});
export const ChatLoading: Story = chatStates.Loading;
export const ChatEmpty: Story = chatStates.Empty;
export const ChatFailure: Story = chatStates.Failure;

/** The chat tab: conversations with their unread counts; a row opens the conversation. */
export const ChatSuccess: Story = {
  parameters: { route: '/column/columnTabbar/dynamic?tab=chat' },
  play: async () => {
    await expectQueryState('success');
    const row = await waitFor(() => {
      const found = document.querySelector('[data-conversation="10003"]');
      if (!found) throw new Error('no conversation with wang_da');
      return found as HTMLElement;
    });
    await expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/column/chat?userId=10003',
    );
    // Its unread count, and the Chat tab's (wang_da's and aya_photo's last lines are unread).
    await expect(
      within(row).getByText(t('activity.unreadCount', { count: 1 })),
    ).toBeInTheDocument();
    await waitFor(() => expect(tabFlag('chat')).toHaveAttribute('data-unread', '2'));
    // Chat is the last tab, off screen at first: the strip scrolls it into view.
    const tab = screen.getByRole('tab', { name: new RegExp(t('activity.type.chat')) });
    await waitFor(() => expect(inView(tab)).toBe(true));
  },
};
