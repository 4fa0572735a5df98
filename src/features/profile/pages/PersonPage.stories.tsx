import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { UserDetailPage } from './PersonPage';

/** A person page: header, follow, subscribe, counts, posts and snapshots. */
const meta = {
  title: 'People/Person page',
  component: UserDetailPage,
  parameters: { route: '/column/userDetail?userId=10002' },
} satisfies Meta<typeof UserDetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const states = queryStoryStates({
  route: '/column/userDetail?userId=10002',
  endpoint: 'user.profile',
  success: async () => {
    await expect(await screen.findByTestId('profile-name')).toHaveTextContent('綾 Aya');
    await expect(
      screen.getByRole('button', { name: t('people.person.subscribe', { price: 30 }) }),
    ).toBeVisible();
    return screen.findAllByRole('article');
  },
});

export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** Another member's page (lin_xiao follows aya_photo in the seed). */
export const Success: Story = states.Success;

/** Unfollow and follow again: the button and the fans count change together. */
export const FollowToggle: Story = {
  play: async () => {
    const followed = await screen.findByRole('button', { name: t('people.person.followed') });
    const fans = screen.getByTestId('count-fans');
    const before = Number(fans.textContent);
    await userEvent.click(followed);
    await expect(
      await screen.findByRole('button', { name: t('people.person.follow') }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(Number(screen.getByTestId('count-fans').textContent)).toBe(before - 1),
    );
  },
};

/** Subscribe opens the pay sheet with the creator's monthly price. */
export const Subscribe: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: t('people.person.subscribe', { price: 30 }) }),
    );
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** One's own page: "Edit profile" instead of follow and subscribe. */
export const OwnProfile: Story = {
  parameters: { route: '/column/userDetail?userId=10001' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: t('people.me.edit') })).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('people.person.follow') })).toBeNull();
    // Nobody reports themselves: no menu on one's own page.
    await expect(screen.queryByRole('button', { name: t('people.person.menu') })).toBeNull();
  },
};

/** /column/otherPage: the same person's snapshots. */
export const Snapshots: Story = {
  parameters: { route: '/column/otherPage?userId=10002' },
  play: async () => {
    await expect(
      await screen.findByRole('tab', { name: t('people.person.snapshots'), selected: true }),
    ).toBeVisible();
  },
};

/** No approved posts. */
export const PostsEmpty: Story = {
  parameters: { mock: 'own.posts=empty' },
  play: async () => {
    await expect(await screen.findByText(t('people.person.emptyPosts'))).toBeVisible();
  },
};

/** Opens the top bar's menu and its "Report user"; returns the report dialog. */
async function openUserReport(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: t('people.person.menu') }));
  await userEvent.click(
    await screen.findByRole('menuitem', { name: t('comments.report.title.user') }),
  );
  return screen.findByRole('dialog', { name: t('comments.report.title.user') });
}

async function fillReport(dialog: HTMLElement): Promise<void> {
  await userEvent.click(await within(dialog).findByRole('radio', { name: '垃圾广告' }));
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: t('comments.report.content') }),
    '每条评论都在发广告',
  );
}

/** Report the user from the menu: a reason and a description, then the success flag. */
export const ReportUser: Story = {
  play: async () => {
    const dialog = await openUserReport();
    await waitFor(() =>
      expect(
        within(dialog).getByText(t('comments.report.aboutUser', { name: 'aya_photo' })),
      ).toBeVisible(),
    );
    await fillReport(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('comments.report.submit') }),
    );
    await expect(await screen.findByText(t('comments.report.success'))).toBeVisible();
    // The success flag shows for 800 ms, then the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Sending without a reason or description: both are asked for, nothing is sent. */
export const ReportUserIncomplete: Story = {
  play: async () => {
    const dialog = await openUserReport();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('comments.report.submit') }),
    );
    await expect(
      await within(dialog).findByText(t('comments.report.reasonRequired')),
    ).toBeVisible();
    await expect(within(dialog).getByText(t('comments.report.contentRequired'))).toBeVisible();
  },
};

/** The server refuses the report: the dialog stays open with what was typed. */
export const ReportUserRefused: Story = {
  parameters: { mock: 'comments.report=code:10000' },
  play: async () => {
    const dialog = await openUserReport();
    await fillReport(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('comments.report.submit') }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: t('comments.report.submit') }),
      ).not.toHaveAttribute('data-loading'),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: t('comments.report.content') }),
    ).toHaveValue('每条评论都在发广告');
    await expect(screen.queryByText(t('comments.report.success'))).toBeNull();
  },
};
