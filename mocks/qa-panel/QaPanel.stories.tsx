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

/**
 * One call of an endpoint: a network failure on the activity list's second call loses its next
 * page only, and the retry arrives (the link says `+call:2`).
 */
export const LoseOneCallOfAnEndpoint: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('tab', { name: /endpoint|接口|エンドポイント/i }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /filter|筛选|絞り込み/i }),
      'messages.list',
    );
    const select = within(dialog).getByRole('combobox', { name: /messages\.list/ });
    await expect(
      within(dialog).queryByRole('textbox', { name: /messages\.list/ }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'network');
    const call = within(dialog).getByRole('textbox', { name: /messages\.list/ });
    await userEvent.type(call, '2');
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: /link|链接|リンク/i,
    });
    await expect(link.value).toContain('mock=messages.list%3Dnetwork%2Bcall%3A2');
    // Another variant keeps the call; clearing the call applies it to every call again.
    await userEvent.selectOptions(select, 'status:500');
    await expect(link.value).toContain('mock=messages.list%3Dstatus%3A500%2Bcall%3A2');
    await userEvent.clear(call);
    await expect(link.value).toContain('mock=messages.list%3Dstatus%3A500');
    await expect(link.value).not.toContain('call');
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
