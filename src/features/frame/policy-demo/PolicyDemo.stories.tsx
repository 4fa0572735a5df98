import { notifications, notificationsStore } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { CODE_MESSAGES, type MockLang } from '@mocks/platform/messages';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';
import { messagesEndpoints } from '@/api/endpoints/messages';
import { vipInfoEndpoint } from '@/api/endpoints/start';
import { userEndpoints } from '@/api/endpoints/user';
import { i18next } from '@/lib/i18n';
import { storage } from '@/lib/session';
import { PolicyDemo } from './PolicyDemo';

/**
 * The error policy (spec/errors.tsv) as a member meets it: each story forces one outcome on a real
 * endpoint with the `mock` parameter, fires the request and checks what shows.
 */
const meta = {
  title: 'Frame/Error policy',
  component: PolicyDemo,
  // Mantine keeps notifications in a module-level store: start each story without the last one's.
  beforeEach: () => {
    notifications.clean();
    notifications.cleanQueue();
  },
} satisfies Meta<typeof PolicyDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

const getGeneral = () => request(configEndpoints.general, {});
const postTracking = () =>
  request(userEndpoints.tracking, {
    path: { pageType: 'app', type: 'open' },
    body: { path: '/', at: 0 },
  });
/** A private GET: the launch's user and VIP info of the story's member. */
const getGeneralPrivately = () =>
  request(vipInfoEndpoint, { path: { userId: storage.userId() ?? '' } });
const putReadAll = () => request(messagesEndpoints.readAll, { body: {} });

/** The server's message for a code in the story's language (the mocks answer by Accept-Language). */
const serverMessage = (code: string) => CODE_MESSAGES[code]![i18next.language as MockLang];

async function send(): Promise<void> {
  await userEvent.click(
    await screen.findByRole('button', { name: i18next.t('shell.policyDemo.send') }),
  );
}

/** The notification holding `text`: Mantine notifications are alerts. */
async function notificationWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.queryAllByRole('alert').find((a) => a.textContent?.includes(text));
    if (!found) throw new Error(`No notification reads "${text}"`);
    return found;
  });
}

async function expectRed(text: string): Promise<void> {
  const alert = await notificationWith(text);
  await expect(alert.getAttribute('style') ?? '').toContain('--mantine-color-red');
}

/** Code 10000 on any call: a red notification with the server message. */
export const GeneralFailure: Story = {
  tags: ['@errors:code-10000'],
  args: { run: getGeneral },
  parameters: { mock: 'config.general=code:10000' },
  play: async () => {
    await send();
    await expectRed(serverMessage('10000'));
  },
};

/** Code 10101 on a GET: a red notification with the message. */
export const RejectedGet: Story = {
  tags: ['@errors:code-10101'],
  args: { run: getGeneral },
  parameters: { mock: 'config.general=code:10101' },
  play: async () => {
    await send();
    await expectRed(serverMessage('10101'));
  },
};

/** Code 10103 on a POST: a red notification with the message. */
export const RejectedPost: Story = {
  tags: ['@errors:code-10103'],
  args: { run: postTracking },
  parameters: { mock: 'user.tracking=code:10103' },
  play: async () => {
    await send();
    await expectRed(serverMessage('10103'));
  },
};

/** An authentication failure on a POST: the message shows, the token goes, the member leaves. */
export const AuthFailureOnPost: Story = {
  tags: ['@errors:code-10201'],
  args: { run: postTracking },
  parameters: { mock: 'user.tracking=code:10201' },
  play: async () => {
    await send();
    await expectRed(serverMessage('10201'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login/autologin?ref=${encodeURIComponent('/')}`,
      ),
    );
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** A network exception: a silent failure. The call fails; nothing is shown. */
export const SilentNetworkFailure: Story = {
  tags: ['@errors:network-exception'],
  args: { run: getGeneral },
  parameters: { mock: 'config.general=network' },
  play: async () => {
    await send();
    await expect(await screen.findByText(i18next.t('shell.policyDemo.failed'))).toBeVisible();
    // The policy decided before the call failed; a notification it asked for reaches Mantine's
    // store once the package's import resolves (src/lib/notify.ts): this import resolves after
    // that one. (A fixed 400 ms instead let a loaded machine read "none" too early.)
    await import('@mantine/notifications');
    await expect(notificationsStore.getState().notifications).toHaveLength(0);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** A successful PUT: a notification in the primary colour with the server message. */
export const SavedPut: Story = {
  tags: ['@errors:success'],
  args: { run: putReadAll },
  play: async () => {
    await send();
    const alert = await notificationWith(serverMessage('00000'));
    await expect(alert.getAttribute('style') ?? '').not.toContain('--mantine-color-red');
  },
};

/** Code 00000 on a GET: the answer is used, nothing is shown. */
export const SuccessOnGet: Story = {
  tags: ['@errors:code-00000'],
  args: { run: getGeneral },
  play: async () => {
    await send();
    await expect(await screen.findByText(i18next.t('shell.policyDemo.succeeded'))).toBeVisible();
    await import('@mantine/notifications');
    await expect(notificationsStore.getState().notifications).toHaveLength(0);
  },
};

/** The other authentication codes end the session as 10201 does; on a GET, without a message. */
function authFailure(code: string, method: 'GET' | 'POST'): Story {
  return {
    args: { run: method === 'GET' ? getGeneralPrivately : postTracking },
    parameters: {
      mock: `${method === 'GET' ? 'user.vipInfo' : 'user.tracking'}=code:${code}`,
    },
    play: async () => {
      await send();
      if (method === 'POST') await expectRed(serverMessage(code));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/login/autologin'),
      );
      await expect(localStorage.getItem('token')).toBeNull();
      if (method === 'GET') await expect(screen.queryByText(serverMessage(code))).toBeNull();
    },
  };
}
export const AuthFailure10203OnGet: Story = {
  ...authFailure('10203', 'GET'),
  tags: ['@errors:code-10203'],
};
export const AuthFailure10301OnPost: Story = {
  ...authFailure('10301', 'POST'),
  tags: ['@errors:code-10301'],
};
export const AuthFailure401OnPost: Story = {
  ...authFailure('401', 'POST'),
  tags: ['@errors:code-401'],
};
