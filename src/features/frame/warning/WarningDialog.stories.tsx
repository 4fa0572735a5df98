import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { BOOKMARK_ADVICE, WARNING_HIDDEN_KEY, WarningDialog } from './WarningDialog';

const meta = {
  title: 'Frame/Warning dialog',
  component: WarningDialog,
  decorators: [
    function FreshBrowserSession(Story) {
      // Every story starts with the dialog dismissed (preview storage); this one is about it.
      useState(() => sessionStorage.removeItem(WARNING_HIDDEN_KEY));
      return <Story />;
    },
  ],
} satisfies Meta<typeof WarningDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** First visit of the browser session: the dialog, titled, with its three pieces of advice. */
export const Shown: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: i18next.t('shell.warning.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveTextContent(i18next.t('shell.warning.blocked'));
    await expect(dialog).toHaveTextContent(i18next.t('shell.warning.domainChanges'));
    await expect(dialog).toHaveTextContent(
      i18next.t('shell.warning.bookmark', { min: BOOKMARK_ADVICE }),
    );
    await expect(screen.getByRole('button', { name: i18next.t('shell.warning.ok') })).toBeVisible();
  },
};

/** 'I know' closes it and keeps it closed for the rest of the browser session. */
export const DismissedByIKnow: Story = {
  play: async () => {
    const ok = await screen.findByRole('button', { name: i18next.t('shell.warning.ok') });
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sessionStorage.getItem(WARNING_HIDDEN_KEY)).not.toBeNull();
  },
};
