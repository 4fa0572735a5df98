import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { expectQueryState, queryStoryStates } from '@/testing/story-states';
import { ChatPage } from './ChatPage';

/**
 * /column/chat for lin_xiao (10001). Seeded: a conversation with aya_photo (10002, a creator who
 * wrote first, so lin_xiao may answer), her last message unread; wang_da (10003) wrote once.
 */
const AYA = '/column/chat?userId=10002';
const meta = {
  title: 'Chat/Conversation',
  component: ChatPage,
  parameters: { route: AYA },
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const composer = () =>
  screen.findByRole('textbox', { name: t('chat.inputLabel', { name: '綾 Aya' }) });
const sendButton = () => screen.getByRole('button', { name: t('chat.send') });
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-message-id]')];
const rowsWith = (text: string) => rows().filter((r) => r.textContent?.includes(text));

async function write(text: string) {
  const box = await composer();
  await userEvent.type(box, text);
  await userEvent.click(sendButton());
}

const states = queryStoryStates({
  route: AYA,
  endpoint: 'messages.conversation',
  emptyText: 'chat.empty',
  success: () => screen.findByText('新的一组已经发布啦，订阅可以看完整版～'),
});
export const Loading: Story = states.Loading;
/** No message yet: the composer is open (aya_photo may be written to). */
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** The conversation in order, with a separator per day, own messages on the right. */
export const Success: Story = {
  ...states.Success,
  play: async (context) => {
    await states.Success.play?.(context);
    const days = document.querySelectorAll('[data-day]');
    await expect(days.length).toBeGreaterThanOrEqual(2);
    const texts = rows().map((r) => r.textContent ?? '');
    await expect(texts.findIndex((x) => x.includes('谢谢你的打赏'))).toBeLessThan(
      texts.findIndex((x) => x.includes('新的一组已经发布啦')),
    );
    await expect(rowsWith('期待！')[0]).toHaveAttribute('data-own');
    await expect(await composer()).toBeVisible();
  },
};

/** The send permission could not be asked: the failure with its retry, no composer. */
export const PermissionFailure: Story = {
  parameters: { mock: 'messages.chatPermission=code:10000' },
  play: async () => {
    await expectQueryState('failure');
    await expect(screen.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(document.querySelector('[data-chat-composer]')).toBeNull();
  },
};

/** wang_da writing to aya_photo, a creator he does not subscribe to: why, and how to subscribe. */
export const NeedsSubscription: Story = {
  parameters: { session: 'vip' },
  play: async () => {
    await expect(
      await screen.findByText(
        t('chat.needsSubscriptionPrice', { name: '綾 Aya', price: '¥30.00' }),
      ),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat.subscribe') })).toBeVisible();
    await expect(document.querySelector('[data-chat-composer]')).toBeNull();
  },
};

/** chat-refused: the permission call refuses even an open conversation. */
export const Refused: Story = {
  parameters: { mock: 'chat-refused' },
  play: async () => {
    await waitFor(() =>
      expect(document.querySelector('[data-chat-verdict="subscriptionRequired"]')).not.toBeNull(),
    );
    await expect(document.querySelector('[data-chat-composer]')).toBeNull();
    // The history stays readable.
    await expect(await screen.findByText('期待！')).toBeVisible();
  },
};

export const Self: Story = {
  parameters: { route: '/column/chat?userId=10001' },
  play: async () => {
    await expect(await screen.findByText(t('chat.self'))).toBeVisible();
  },
};

/** A message goes out, and aya_photo answers a moment later (the mock's chat partner). */
export const SendAndReply: Story = {
  play: async () => {
    await expectQueryState('success');
    await write('hello from the story');
    await waitFor(() => expect(rowsWith('hello from the story')).toHaveLength(1));
    const mine = rowsWith('hello from the story')[0]!;
    await waitFor(
      () => {
        const after = rows().slice(rows().indexOf(mine) + 1);
        if (!after.some((r) => !r.hasAttribute('data-own'))) throw new Error('no answer yet');
      },
      { timeout: 10_000 },
    );
    await expect(await composer()).toHaveValue('');
  },
};

/** A sensitive word of the list: not sent, the catalogue's words, and the text stays as typed. */
export const SensitiveWord: Story = {
  play: async () => {
    await expectQueryState('success');
    await write('this is a scam');
    await expect(await screen.findByText(t('sensitiveWords.hit'))).toBeVisible();
    await expect(await composer()).toHaveValue('this is a scam');
    await expect(document.querySelector('[data-outgoing]')).toBeNull();
  },
};

/** The server refuses (10000 with its message): the text stays on the message with a retry. */
export const SendFails: Story = {
  parameters: { mock: 'chat-send-fails' },
  play: async () => {
    await expectQueryState('success');
    await write('will not go');
    const failed = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('[data-outgoing="refused"]');
      if (!row) throw new Error('not refused yet');
      return row;
    });
    await expect(within(failed).getByText('will not go')).toBeVisible();
    await expect(within(failed).getByText(t('chat.refused'))).toBeVisible();
    await expect(within(failed).getByRole('button', { name: t('chat.retry') })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/busy/)).toBeVisible());
  },
};

/** chat-answer-lost: stored, answer lost; a retry (or the next read) shows it once, not twice. */
export const AnswerLost: Story = {
  parameters: { mock: 'chat-answer-lost' },
  play: async () => {
    await expectQueryState('success');
    await write('sent once');
    await waitFor(() => {
      const unknown = document.querySelector('[data-outgoing="unknown"]');
      if (!unknown && rowsWith('sent once').length === 0) throw new Error('no outcome yet');
    });
    const unknown = document.querySelector<HTMLElement>('[data-outgoing="unknown"]');
    if (unknown)
      await userEvent.click(within(unknown).getByRole('button', { name: t('chat.retry') }));
    await waitFor(() => {
      expect(document.querySelector('[data-outgoing]')?.outerHTML ?? null).toBeNull();
      expect(rowsWith('sent once')).toHaveLength(1);
    });
  },
};

/** An own message is deleted from its menu. */
export const DeleteMessage: Story = {
  play: async () => {
    const own = await waitFor(() => {
      const row = rowsWith('期待！')[0];
      if (!row) throw new Error('not loaded');
      return row;
    });
    await userEvent.click(within(own).getByRole('button', { name: t('chat.messageActions') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('chat.deleteMessage') }));
    await waitFor(() => expect(rowsWith('期待！')).toHaveLength(0));
  },
};

/** Deleting the whole conversation asks first, then goes back to the Chat tab without it. */
export const DeleteConversation: Story = {
  play: async () => {
    await expectQueryState('success');
    await userEvent.click(screen.getByRole('button', { name: t('chat.menu') }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: t('chat.deleteConversation') }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('chat.deleteConversationYes') }),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-conversation="10003"]')).not.toBeNull(),
    );
    await expect(document.querySelector('[data-conversation="10002"]')).toBeNull();
  },
};

/**
 * chat-history: older pages come in above, ten at a time. Scrolling up asks for them (checked in
 * e2e/chat.spec.ts: the test frame here is off the top window's viewport, where an intersection
 * observer never fires); the button above the thread does the same.
 */
export const OlderMessages: Story = {
  parameters: { mock: 'chat-history' },
  play: async () => {
    await expectQueryState('success');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const older = () => screen.queryByRole('button', { name: t('chat.older') });
    await waitFor(
      async () => {
        const button = older();
        if (button && !button.hasAttribute('data-loading')) await userEvent.click(button);
        expect(rowsWith('#1 ')).toHaveLength(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    await expect(rows()).toHaveLength(29);
    await waitFor(() => expect(older()).toBeNull());
  },
};

/** Opening a conversation reads it: its unread count and the Chat tab's go. */
export const ReadingClearsUnread: Story = {
  parameters: { route: '/column/columnTabbar/dynamic?tab=chat' },
  play: async () => {
    const wang = () => document.querySelector<HTMLElement>('[data-conversation="10003"]');
    await waitFor(() => expect(wang()?.querySelector('[data-unread]')).toBeTruthy());
    await userEvent.click(within(wang()!).getByRole('link'));
    await screen.findByRole('list', { name: t('chat.messagesWith', { name: '王大' }) });
    await userEvent.click(screen.getByRole('button', { name: t('shell.back') }));
    await waitFor(() => {
      expect(wang()).not.toBeNull();
      expect(wang()!.querySelector('[data-unread]')).toBeNull();
    });
  },
};
