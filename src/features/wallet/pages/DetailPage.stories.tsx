import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { DetailPage } from './DetailPage';

/**
 * /wallet/balance/details/:id opened by its link (nothing in the cache): detail-201 is member
 * 10001's first recharge, ¥200 by Alipay; detail-230 a ¥6.66 tip with its remark.
 */
const meta = {
  title: 'Wallet/Balance detail',
  component: DetailPage,
  parameters: { route: '/wallet/balance/details/detail-201' },
} satisfies Meta<typeof DetailPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/balance/details/detail-201',
  endpoint: 'wallet.detail',
});
export const Loading: Story = states.Loading;
/** A failed call (no answer): the cell's Failure; a refusal is 'not found' (its own story). */
export const Failure: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.detail=network' },
};

export const NotFound: Story = {
  parameters: { route: '/wallet/balance/details/nope' },
  play: async () => {
    await expect(await screen.findByText(t('wallet.detail.notFound'))).toBeVisible();
  },
};

/** A recharge: the amount, its type, the balance after it and how it was paid (its order). */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByTestId('facts-headline')).toHaveTextContent('+¥200.00');
    await expect(screen.getByText(t('wallet.detailType.401'))).toBeVisible();
    await expect(await screen.findByText(t('wallet.channel.Alipay'))).toBeVisible();
  },
};

/** A tip: spending, with the remark the member wrote. */
export const Tip: Story = {
  parameters: { route: '/wallet/balance/details/detail-230' },
  play: async () => {
    await expect(await screen.findByTestId('facts-headline')).toHaveTextContent('-¥6.66');
    await expect(screen.getByText(t('wallet.detailType.103'))).toBeVisible();
    await expect(screen.getByText(t('wallet.detail.remark'))).toBeVisible();
  },
};
