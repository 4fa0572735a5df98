import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { SubscriptionPricePage } from './SubscriptionPricePage';

/** /wallet/subscription: the creator (aya_photo) sets the monthly subscription price. */
const meta = {
  title: 'Wallet/Subscription price',
  component: SubscriptionPricePage,
  parameters: { route: '/wallet/subscription', session: 'creator' },
} satisfies Meta<typeof SubscriptionPricePage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure: the QueryState cell's, from the story kit. */
const states = queryStoryStates({ route: '/wallet/subscription', endpoint: 'user.account' });
export const Loading: Story = states.Loading;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'user.account=network' },
};

/** The creator's current price and the form to change it. */
export const Success: Story = {
  play: async () => {
    await expect(await screen.findByLabelText(t('wallet.subscription.price'))).toBeVisible();
    await expect(screen.getByTestId('subscription-current')).not.toBeEmptyDOMElement();
    await expect(screen.getByRole('button', { name: t('wallet.subscription.save') })).toBeVisible();
  },
};

/** A new price is saved and shown. */
export const Saved: Story = {
  play: async () => {
    const input = await screen.findByLabelText(t('wallet.subscription.price'));
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.click(screen.getByRole('button', { name: t('wallet.subscription.save') }));
    await waitFor(() =>
      expect(screen.getByTestId('subscription-current')).toHaveTextContent('¥25.00'),
    );
  },
};

/** A price out of range: the server's refusal, the value kept. */
export const Refused: Story = {
  play: async () => {
    const input = await screen.findByLabelText(t('wallet.subscription.price'));
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.click(screen.getByRole('button', { name: t('wallet.subscription.save') }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(input).toHaveValue('¥5000');
  },
};
