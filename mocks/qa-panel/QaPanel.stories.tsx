import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiBase } from '@/api/config';
import { contract } from '@/api/endpoints';
import { clearCallLog } from '../platform/call-log';
import { setRelay } from '../platform/relay';
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
    // Each scenario with its description: the text of Storybook's Scenario menu.
    await expect(within(dialog).getByText('Every call takes 3 seconds')).toBeVisible();
    await userEvent.click(within(dialog).getByText('slow-network'));
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: /link|链接|リンク/i,
    });
    await expect(link.value).toContain('mock=slow-network');
  },
};

/** The Endpoints tab filtered to one endpoint: its variant select and the panel's link field. */
async function endpointRow(canvasElement: HTMLElement, id: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  const panel = within(dialog);
  await userEvent.click(panel.getByRole('tab', { name: /endpoint|接口|エンドポイント/i }));
  await userEvent.type(panel.getByRole('textbox', { name: /filter|筛选|絞り込み/i }), id);
  const name = new RegExp(id.replace('.', '\\.'));
  return {
    panel,
    name,
    select: panel.getByRole('combobox', { name }),
    link: panel.getByRole<HTMLInputElement>('textbox', { name: /link|链接|リンク/i }),
  };
}

export const ForceACodeOnAnEndpoint: Story = {
  parameters: { mock: 'config.general=code:10000' },
  play: async ({ canvasElement }) => {
    const { select, link } = await endpointRow(canvasElement, 'config.general');
    await expect(select).toHaveValue('code:10000');
    await userEvent.selectOptions(select, 'network');
    await expect(link.value).toContain('mock=config.general%3Dnetwork');
  },
};

/**
 * One call of an endpoint: a network failure on the activity list's second call loses its next
 * page only, and the retry arrives (the link says `+call:2`).
 */
export const LoseOneCallOfAnEndpoint: Story = {
  play: async ({ canvasElement }) => {
    const { panel, name, select, link } = await endpointRow(canvasElement, 'messages.list');
    await expect(panel.queryByRole('textbox', { name })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'network');
    const call = panel.getByRole('textbox', { name });
    await userEvent.type(call, '2');
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

/** A code of QA's own with its message, typed in the Endpoints tab, goes into the link. */
export const CustomCodeAndMessage: Story = {
  play: async ({ canvasElement }) => {
    const { panel, select, link } = await endpointRow(canvasElement, 'config.general');
    await userEvent.selectOptions(select, 'custom');
    const code = panel.getByRole('textbox', { name: /(code|代码|コード) \(config\.general\)/i });
    await userEvent.clear(code);
    await userEvent.type(code, '20001');
    await userEvent.type(
      panel.getByRole('textbox', { name: /(message|消息|メッセージ).*\(config\.general\)/i }),
      'Try later',
    );
    await expect(link.value).toContain(
      'mock=config.general%3Dcode%3A20001%2Bmessage%3ATry%2520later',
    );
  },
};

/** A media domain killed in the Data tab is killed by the link too. */
export const KilledDomainInTheLink: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('tab', { name: /data|数据|データ/i }));
    await userEvent.click(panel.getByRole('checkbox', { name: /img-b/ }));
    const link = panel.getByRole<HTMLInputElement>('textbox', { name: /link|链接|リンク/i });
    await expect(link.value).toContain('mock=dead%3Aimg-b');
  },
};

/** Media requests show in the Calls tab with their host: a dead one as a lost answer. */
export const MediaCallsInTheLog: Story = {
  parameters: { mock: 'dead:img-c' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await fetch('https://img-c.media.test/mock-media/img-c/qa/1.svg').catch(() => null);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: /calls|请求|リクエスト/i }));
    const log = within(dialog).getByTestId('qa-call-log');
    const dead = await within(log).findByText('media img-c');
    const entry = dead.closest('li');
    await expect(entry).toHaveAttribute('data-outcome', 'network');
    await expect(entry).toHaveTextContent('img-c.media.test/mock-media/img-c/qa/1.svg');
  },
};

/** A Prism proxy in relay mode's place: the port `npm run api:proxy` listens on by default. */
const PROXY = 'http://127.0.0.1:4010/';

/**
 * Relay mode: the calls go to a host (here Prism's proxy in front of a host that answers HTTP 500
 * where the document lists 200 and 401), and the Calls tab names the proxy's verdict. The page's
 * fetch answers for the proxy, so the call goes through the real relay (dispatcher, bypass, log).
 */
export const RelayedCallWithAViolation: Story = {
  beforeEach: () => {
    const networkFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(PROXY)) return networkFetch(input, init);
      const verdict = [
        {
          location: ['response'],
          severity: 'Warning',
          message:
            'Unable to match the returned status code with those defined in the document: 200,401',
        },
      ];
      return Promise.resolve(
        new Response(null, {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'sl-violations': JSON.stringify(verdict) },
        }),
      );
    };
    setRelay(PROXY, apiBase);
    clearCallLog();
    return () => {
      window.fetch = networkFetch;
      setRelay(null);
      clearCallLog();
    };
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const answer = await fetch(`${apiBase}${contract.config.general.path}`);
    // The host's answer, unchanged: its status and the proxy's header reach the app.
    await expect(answer.status).toBe(500);
    await expect(answer.headers.get('sl-violations')).toContain('Unable to match');
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByTestId('qa-relay')).toHaveTextContent(PROXY);
    // Scenarios change nothing on a real host: their tab is off, the Calls tab open.
    await expect(
      within(dialog).getByRole('tab', { name: /scenario|场景|シナリオ/i }),
    ).toBeDisabled();
    const log = within(dialog).getByTestId('qa-call-log');
    const entry = (await within(log).findByText('config.general')).closest('li');
    await expect(entry).toHaveAttribute('data-outcome', 'failure');
    await expect(entry).toHaveAttribute('data-contract', 'violation');
    await expect(entry).toHaveTextContent('127.0.0.1:4010/party/common/generals/public/getGeneral');
    await expect(entry).toHaveTextContent(
      'response: Unable to match the returned status code with those defined in the document: 200,401',
    );
  },
};

/** A relay address that is no http(s) one is refused in the Calls tab's field, with why. */
export const RelayHostRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('tab', { name: /calls|请求|リクエスト/i }));
    const field = panel.getByRole('textbox', { name: /host|服务器|ホスト/i });
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(panel.getByRole('button', { name: /relay|转发|転送/i }));
    // Refused with why, in the tester's language; the mocks keep answering.
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Only an http|只能转发|のみ転送/);
    await expect(panel.queryByTestId('qa-relay')).not.toBeInTheDocument();
  },
};
