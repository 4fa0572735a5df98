import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/preferences';
import { UnsupportedLanguagePage } from './UnsupportedLanguagePage';

const meta = {
  title: 'Frame/Errors/Unsupported language',
  component: UnsupportedLanguagePage,
  parameters: { route: '/xx_YY' },
} satisfies Meta<typeof UnsupportedLanguagePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /xx_YY: the message, then the supported languages as links to their landing pages. */
export const UnknownLanguage: Story = {
  tags: ['@errors:unsupported-lang'],
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('errors.unsupportedLanguage.message')),
    ).toBeVisible();
    const list = screen.getByRole('list', {
      name: i18next.t('errors.unsupportedLanguage.listLabel'),
    });
    for (const language of LANGUAGES) {
      await expect(
        within(list).getByRole('link', { name: i18next.t(`languages.native.${language}`) }),
      ).toHaveAttribute('href', `/${language}`);
    }
  },
};

/** Signed out: still shown (the landing route is public). */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async () => {
    await expect(
      await screen.findByText(i18next.t('errors.unsupportedLanguage.message')),
    ).toBeVisible();
  },
};
