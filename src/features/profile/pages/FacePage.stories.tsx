import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { FacePage } from './FacePage';

/** /column/face: creator certification, its state and how to apply. */
const meta = {
  title: 'People/Creator certification',
  component: FacePage,
  parameters: { route: '/column/face' },
} satisfies Meta<typeof FacePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

const states = queryStoryStates({
  route: '/column/face',
  endpoint: 'user.vipInfo',
  success: async () => {
    const status = await screen.findByTestId('face-status');
    await expect(status).toHaveTextContent(t('people.face.notCertified'));
    return status;
  },
});
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
export const NotCertified: Story = states.Success;
export const Success: Story = {
  parameters: { session: 'creator' },
  play: async () => {
    await expect(await screen.findByTestId('face-status')).toHaveTextContent(
      t('people.face.certified'),
    );
  },
};
