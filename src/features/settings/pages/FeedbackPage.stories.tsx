import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { FeedbackPage } from './FeedbackPage';

/** /column/settings/feedback for lin_xiao: one answered entry, one waiting (fb-seed-2). */
const meta = {
  title: 'Settings/Feedback',
  component: FeedbackPage,
  parameters: { route: '/column/settings/feedback' },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const states = queryStoryStates({
  route: '/column/settings/feedback',
  endpoint: 'messages.feedbackList',
  emptyText: 'settings.feedback.empty',
  success: () => screen.findByText(/我们已扩容视频线路/),
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;
/** The feedback replies come in the member's language from the server. */
export const SuccessEnglish: Story = {
  ...states.Success,
  globals: { locale: 'en_US' },
  play: async () => {
    await expect(await screen.findByText(/We have added video capacity/)).toBeVisible();
  },
};

export const Required: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: t('settings.feedback.send') }));
    await expect(await screen.findByText(t('settings.feedback.contentRequired'))).toBeVisible();
  },
};

/** Sent: the new entry heads the list, waiting for a reply; the form is empty again. */
export const Sent: Story = {
  play: async () => {
    await expectQueryState('success');
    const content = screen.getByLabelText(t('settings.feedback.content'));
    await userEvent.type(content, '希望支持横屏播放');
    await userEvent.click(screen.getByRole('button', { name: t('settings.feedback.send') }));
    await expect(await screen.findByText('希望支持横屏播放')).toBeVisible();
    await waitFor(() => expect(content).toHaveValue(''));
  },
};

/** Sending fails: the member is told and keeps what they wrote. */
export const SendFails: Story = {
  parameters: { mock: 'user.feedbackAdd=network' },
  play: async () => {
    await expectQueryState('success');
    const content = screen.getByLabelText(t('settings.feedback.content'));
    await userEvent.type(content, '保留我写的内容');
    await userEvent.click(screen.getByRole('button', { name: t('settings.feedback.send') }));
    await waitFor(() => expect(screen.getByText(t('settings.feedback.failed'))).toBeVisible());
    await expect(content).toHaveValue('保留我写的内容');
  },
};

/** An unanswered entry can be edited, with one notice (not the policy's 'saved' too); an answered one cannot. */
export const EditUnanswered: Story = {
  play: async () => {
    await expectQueryState('success');
    const waiting = document.querySelector<HTMLElement>('[data-feedback-id="fb-seed-2"]')!;
    const answered = document.querySelector<HTMLElement>('[data-feedback-id="fb-seed-1"]')!;
    await expect(within(answered).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(waiting).getByRole('button', { name: t('settings.feedback.edit') }),
    );
    const content = screen.getByLabelText(t('settings.feedback.content'));
    await waitFor(() => expect(content).toHaveValue('希望增加夜间模式的定时切换。'));
    await userEvent.type(content, '谢谢');
    await userEvent.click(screen.getByRole('button', { name: t('settings.save') }));
    await expect(await screen.findByText('希望增加夜间模式的定时切换。谢谢')).toBeVisible();
    await waitFor(() => expect(screen.getByText(t('settings.feedback.edited'))).toBeVisible());
    await expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  },
};
