import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { SysMsgPage } from './SysMsgPage';

/** /column/sysMsg and /column/insFeedbackMsg for lin_xiao (10001); chat: src/features/chat. */
const meta = {
  title: 'Activity/Messages pages',
  component: SysMsgPage,
  parameters: { route: '/column/sysMsg' },
} satisfies Meta<typeof SysMsgPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const sys = queryStoryStates({
  route: '/column/sysMsg',
  endpoint: 'messages.list',
  emptyText: 'activity.empty.system',
  success: () => screen.findByText('欢迎来到社区'),
});
export const SystemLoading: Story = sys.Loading;
export const SystemEmpty: Story = sys.Empty;
export const SystemFailure: Story = sys.Failure;
export const SystemSuccess: Story = sys.Success;
/** The server answers in the member's language (its lang header): not a copy of Success. */
export const SystemSuccessEnglish: Story = {
  parameters: { route: '/column/sysMsg' },
  globals: { locale: 'en_US' },
  play: async () => {
    await expect(await screen.findByText('Welcome to the community')).toBeVisible();
  },
};

const replies = queryStoryStates({
  route: '/column/insFeedbackMsg',
  endpoint: 'messages.feedbackReplies',
  emptyText: 'activity.empty.feedback',
  success: () => screen.findByText(/我们已扩容视频线路/),
});
export const RepliesLoading: Story = replies.Loading;
export const RepliesEmpty: Story = replies.Empty;
export const RepliesFailure: Story = replies.Failure;
export const RepliesSuccess: Story = replies.Success;
/** The replies come in the member's language from the server. */
export const RepliesJapanese: Story = {
  parameters: { route: '/column/insFeedbackMsg' },
  globals: { locale: 'ja' },
  play: async () => {
    await expect(await screen.findByText(/動画回線を増強しました/)).toBeVisible();
  },
};

/** An unread reply: "mark read" lowers its flag. */
export const ReplyMarkRead: Story = {
  parameters: { route: '/column/insFeedbackMsg' },
  play: async () => {
    await expectQueryState('success');
    await userEvent.click(
      await screen.findByRole('button', { name: t('activity.feedbackMsg.markRead') }),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-reply-id]')).toHaveAttribute('data-read', 'true'),
    );
  },
};

/** Marking a reply read fails on the network: the member is told, the reply stays unread. */
export const ReplyMarkReadFails: Story = {
  parameters: { route: '/column/insFeedbackMsg', mock: 'messages.feedbackUpdate=network' },
  play: async () => {
    await expectQueryState('success');
    await userEvent.click(
      await screen.findByRole('button', { name: t('activity.feedbackMsg.markRead') }),
    );
    await waitFor(() => expect(screen.getByText(t('activity.readFailed'))).toBeVisible());
    await expect(document.querySelector('[data-reply-id]')).toHaveAttribute('data-read', 'false');
  },
};
