import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QaPanel } from './QaPanel';

const meta = {
  title: 'Workbench/QA panel',
  component: QaPanel,
  args: { defaultOpened: true },
} satisfies Meta<typeof QaPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Scenarios: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByText('domain-rotation')).toBeVisible();
    await userEvent.click(within(dialog).getByText('slow-network'));
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: /link|链接|リンク/i,
    });
    await expect(link.value).toContain('mock=slow-network');
  },
};

export const ForceACodeOnAnEndpoint: Story = {
  parameters: { mock: 'config.general=code:10000' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('tab', { name: /endpoint|接口|エンドポイント/i }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /filter|筛选|絞り込み/i }),
      'config.general',
    );
    const select = within(dialog).getByRole('combobox', { name: /config\.general/ });
    await expect(select).toHaveValue('code:10000');
    await userEvent.selectOptions(select, 'network');
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: /link|链接|リンク/i,
    });
    await expect(link.value).toContain('mock=config.general%3Dnetwork');
  },
};

/** A request the contract refuses shows in the Calls tab as refused, with the reason. */
export const RefusedCallInTheLog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fetch('/inst/app/channel/public/location/list?level=planet');
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: /calls|请求|リクエスト/i }));
    const log = within(dialog).getByTestId('qa-call-log');
    const refused = await within(log).findByText('feeds.locationChannels');
    const entry = refused.closest('li');
    await expect(entry).toHaveAttribute('data-outcome', 'refused');
    await expect(entry).toHaveTextContent('query.level');
  },
};
