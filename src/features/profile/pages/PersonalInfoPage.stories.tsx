import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { PersonalInfoPage } from './PersonalInfoPage';

/** personalInfo: own posts, likes, collections, videos and snapshots. */
const meta = {
  title: 'People/My lists',
  component: PersonalInfoPage,
  parameters: { route: '/column/columnTabbar/personalInfo' },
} satisfies Meta<typeof PersonalInfoPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

export const Posts: Story = {
  play: async () => {
    await expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

export const Collections: Story = {
  parameters: { route: '/column/columnTabbar/personalInfo?list=collections' },
  play: async () => {
    await expect(
      await screen.findByRole('tab', { name: t('people.lists.collections'), selected: true }),
    ).toBeVisible();
  },
};

export const SnapshotsEmpty: Story = {
  parameters: { mock: 'snapshots.list=empty' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: t('people.lists.snapshots') }));
    await expect(await screen.findByText(t('people.lists.emptySnapshots'))).toBeVisible();
  },
};

export const SnapshotsFailure: Story = {
  parameters: {
    mock: 'snapshots.list=code:10000',
    route: '/column/columnTabbar/personalInfo?list=snapshots',
  },
  play: async () => {
    await expect(await screen.findByText(t('common.loadFailed'))).toBeVisible();
  },
};
