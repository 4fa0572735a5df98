import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { queryStoryStates } from '@/testing/story-states';
import { DetailsPage } from './DetailsPage';

/** /wallet/balance/details: the member's balance changes, newest first. */
const meta = {
  title: 'Wallet/Balance details',
  component: DetailsPage,
  parameters: { route: '/wallet/balance/details' },
} satisfies Meta<typeof DetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const t = (key: string) => i18next.t(key);

/** Loading, Failure and Empty: the QueryState cell's, from the story kit. */
const states = queryStoryStates({
  route: '/wallet/balance/details',
  endpoint: 'wallet.details',
  emptyText: 'wallet.details.empty',
});
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The call fails without an answer (network): the same Failure, with its retry. */
export const FailureNetwork: Story = {
  ...states.Failure,
  parameters: { ...states.Failure.parameters, mock: 'wallet.details=network' },
};

export const Success: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('detail-row').length).toBeGreaterThan(0));
  },
};

/** Filtered to recharges (401): every row says so. */
export const FilteredByType: Story = {
  play: async () => {
    await userEvent.selectOptions(await screen.findByLabelText(t('wallet.details.filter')), '401');
    await waitFor(() => {
      const rows = screen.getAllByTestId('detail-row');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(t('wallet.detailType.401'));
    });
  },
};

/** A row opens its detail screen. */
export const OpenDetail: Story = {
  play: async () => {
    const [first] = await screen.findAllByTestId('detail-row');
    await userEvent.click(first!);
    await expect(await screen.findByText(t('wallet.detail.balanceAfter'))).toBeVisible();
    await expect(screen.getByTestId('facts-headline')).toHaveTextContent('¥');
  },
};
