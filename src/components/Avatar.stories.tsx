import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { NAMED_USERS } from '@fixtures/users';
import { Avatar } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { alt: NAMED_USERS.member.nickname, size: 64 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No head image (headImgUrl null): the default avatar, still named for screen readers. */
export const DefaultAvatar: Story = {
  args: { headImgUrl: NAMED_USERS.vip.headImgPath, alt: NAMED_USERS.vip.nickname },
  play: async ({ args }) => {
    const avatar = await screen.findByRole('img', { name: args.alt });
    await expect(avatar.tagName.toLowerCase()).toBe('svg');
  },
};

/** A head image from the head-image domains (type 88). */
export const HeadImage: Story = {
  args: { headImgUrl: NAMED_USERS.member.headImgPath },
  play: async ({ args }) => {
    await waitFor(() => {
      const img = screen.getByRole('img', { name: args.alt });
      expect(img.tagName).toBe('IMG');
      expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    });
  },
};
