import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { queryStoryStates } from '@/testing/story-states';
import { RecommendPage } from './RecommendPage';

/** /column/recommend: recommended users (applied 500 ms after they arrive), "not interested". */
const meta = {
  title: 'Search/Recommended users',
  component: RecommendPage,
  parameters: { route: '/column/recommend' },
} satisfies Meta<typeof RecommendPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = () =>
  waitFor(() => {
    const found = document.querySelectorAll('[data-recommended]');
    if (!found.length) throw new Error('no recommended users');
    return [...found];
  });

const states = queryStoryStates({
  route: '/column/recommend',
  endpoint: 'feeds.recommendList',
  emptyText: 'search.recommendEmpty',
  success: rows,
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
export const Success: Story = states.Success;

/** "Not interested" takes the person off the list. */
export const Exclude: Story = {
  play: async () => {
    const [first] = await rows();
    const id = first!.getAttribute('data-recommended')!;
    const button = first!.querySelector('button')!;
    await userEvent.click(button);
    await waitFor(() => expect(document.querySelector(`[data-recommended="${id}"]`)).toBeNull());
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
