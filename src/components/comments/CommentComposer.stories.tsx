import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';

/**
 * The comment box's refusals, on post detail (50013, the member's own post). A refusal is shown by
 * its code: a catalogue refusal in our words, any other in the server's (src/lib/refusal-text.ts).
 */
const meta = {
  title: 'Comments/Composer',
  parameters: { route: '/post/postDetail?postId=50013' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

const box = () => screen.findByRole('textbox', { name: t('comments.composer.label') });

/**
 * Types and sends once the page has its comments, as a member would. Typed into earlier, the
 * comment list mounted after the send had scrolled to the button, and its window virtualizer
 * scrolled the page again as it mounted (466 -> 422 px, traced): the picture showed the page
 * elsewhere or not, by the machine's speed.
 */
async function send(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('[data-comment-id]')).not.toBeNull());
  const field = await box();
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: t('comments.composer.send') }));
  return field;
}

/** Sensitive words (a catalogue code): our words, not the server's; the text stays. */
export const RefusalByCode: Story = {
  parameters: { mock: 'comments.add=code:10427+message:Server%20wording' },
  play: async () => {
    const field = await send('周末去海边');
    await expect(await screen.findByText(t('sensitiveWords.hit'))).toBeVisible();
    await expect(screen.queryByText('Server wording')).toBeNull();
    await expect(field).toHaveValue('周末去海边');
  },
};

/** A general refusal (10000) keeps the server's message, as the spec says; the text stays. */
export const RefusalInServerWords: Story = {
  parameters: { mock: 'comments.add=code:10000+message:Try%20again%20later' },
  play: async () => {
    const field = await send('周末去海边');
    await expect((await screen.findAllByText('Try again later')).length).toBeGreaterThan(0);
    await expect(field).toHaveValue('周末去海边');
  },
};
