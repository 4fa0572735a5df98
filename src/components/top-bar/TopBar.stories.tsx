import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { SITE_NAME } from '@/lib/site';
import { TopBar } from './TopBar';

/** A long page under the bar, so there is something to scroll. */
function LongPage() {
  return (
    <div style={{ padding: 16 }}>
      {Array.from({ length: 80 }, (_, i) => (
        <p key={i} style={{ margin: '0 0 24px' }}>
          {SITE_NAME} · {i + 1}
        </p>
      ))}
    </div>
  );
}

/** A right-slot action, as a page would put there. */
function EnterAction() {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" size="compact-md" h={44}>
      {t('shell.landing.enter')}
    </Button>
  );
}

const meta = {
  title: 'Frame/Top bar',
  component: TopBar,
  args: { title: SITE_NAME },
  render: (args) => (
    <>
      <TopBar {...args} />
      <LongPage />
    </>
  ),
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A tab page (`back={false}`): the title alone. */
export const Title: Story = {
  args: { back: false },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: SITE_NAME })).toBeVisible();
    await expect(screen.queryByRole('button', { name: i18next.t('shell.back') })).toBeNull();
    await expect(screen.queryByRole('button', { name: i18next.t('shell.home') })).toBeNull();
  },
};

/**
 * A page opened by a link, with no page of the app behind it: going back would leave the app, so
 * the bar offers the way home instead.
 */
export const OpenedByLink: Story = {
  play: async () => {
    const home = await screen.findByRole('button', { name: i18next.t('shell.home') });
    await expect(home).toBeVisible();
    await expect(home.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(screen.queryByRole('button', { name: i18next.t('shell.back') })).toBeNull();
  },
};

/** With the back button (a flow's later step, which goes back a step) and a right slot. */
export const BackAndRight: Story = {
  args: {
    onBack: fn(),
    right: <EnterAction />,
  },
  play: async ({ args }) => {
    const back = await screen.findByRole('button', { name: i18next.t('shell.back') });
    await expect(back).toBeVisible();
    // A touch target of at least 44 px.
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/**
 * A double tap on the bar goes back to the top of the page. The story tests ask for reduced motion
 * (vite.config.ts), and then it jumps: no position on the way. The 500 ms glide members see
 * otherwise is followed in e2e/shell.spec.ts, and timed on a faked clock in scroll-to-top.test.ts.
 */
export const DoubleTapScrollsToTop: Story = {
  play: async () => {
    const title = await screen.findByRole('heading', { name: SITE_NAME });
    window.scrollTo({ top: 1500, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(500));
    const start = window.scrollY;
    // Every position between the start and the top (the scroll event of the first jump down
    // can still arrive once the listener is on).
    const positions: number[] = [];
    const record = () => positions.push(window.scrollY);
    window.addEventListener('scroll', record);
    try {
      await userEvent.dblClick(title);
      await waitFor(() => expect(window.scrollY).toBe(0));
    } finally {
      window.removeEventListener('scroll', record);
    }
    await expect(positions.filter((y) => y > 0 && y < start)).toEqual([]);
  },
};
