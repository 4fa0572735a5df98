import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { changeLanguage, i18next } from '@/lib/i18n';
import { isLanguage } from '@/lib/preferences';
import { SITE_NAME } from '@/lib/site';
import { LanguageLandingPage } from './LanguageLandingPage';

/** The landing switches the app's language: put back the toolbar's language after each story. */
function keepLanguage() {
  const before = i18next.language;
  return () => {
    if (isLanguage(before)) void changeLanguage(before);
  };
}

const meta = {
  title: 'Frame/Language landing',
  component: LanguageLandingPage,
  parameters: { route: '/en_US', session: null },
  beforeEach: keepLanguage,
} satisfies Meta<typeof LanguageLandingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const en = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ...options, lng: 'en_US' });

/** /en_US: the community greets in English, English is marked current, the way in is offered. */
export const English: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: en('shell.landing.title', { name: SITE_NAME }) }),
    ).toBeVisible();
    await expect(screen.getByText(en('shell.landing.welcome', { name: SITE_NAME }))).toBeVisible();
    await expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(screen.getByRole('link', { name: en('shell.landing.enter') })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
  },
};

/** /ja: in Japanese. */
export const Japanese: Story = {
  parameters: { route: '/ja' },
  play: async () => {
    await waitFor(() => expect(i18next.language).toBe('ja'));
    await expect(
      await screen.findByRole('heading', {
        name: i18next.t('shell.landing.title', { name: SITE_NAME }),
      }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Another language is one tap away. */
export const SwitchLanguage: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('link', { name: '简体中文' }));
    await waitFor(() => expect(i18next.language).toBe('zh_CN'));
    await expect(screen.getByRole('link', { name: '简体中文' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
