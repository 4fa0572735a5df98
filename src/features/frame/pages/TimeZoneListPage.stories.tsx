import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { TIME_ZONE_KEY } from './time-zones';
import { TimeZoneListPage } from './TimeZoneListPage';

const meta = {
  title: 'Frame/Time zone list',
  component: TimeZoneListPage,
  parameters: { route: '/timeZone/list', storage: { local: { [TIME_ZONE_KEY]: 'Asia/Shanghai' } } },
} satisfies Meta<typeof TimeZoneListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const searchField = () =>
  screen.findByRole('searchbox', { name: i18next.t('shell.timeZone.search') });

/**
 * Every zone with its offset, west to east; the chosen one is shown on top with its time as
 * hh:mm:ss. Only the rows near the screen are in the page (the list is virtualized), each saying
 * its place in the whole list.
 */
export const Success: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: i18next.t('shell.timeZone.title') }),
    ).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}:\d{2}$/);
    await expect(screen.getByText('Asia/Shanghai', { selector: 'p' })).toBeVisible();
    await expect(screen.getByText('UTC+08:00', { selector: 'p' })).toBeVisible();
    const list = screen.getByRole('group', { name: i18next.t('shell.timeZone.listLabel') });
    const count = within(list).getByRole('status');
    const total = Number(/\d+/.exec(count.textContent ?? '')?.[0]);
    await expect(total).toBeGreaterThan(300);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(5);
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(total));
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    // West to east: the first row is the furthest west (UTC-11:00 or -12:00).
    await expect(rows[0]).toHaveTextContent(/UTC-1[12]:00/);
  },
};

/** Search by name, choose: remembered in localStorage. */
export const SearchAndChoose: Story = {
  play: async () => {
    await userEvent.type(await searchField(), 'tokyo');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: /Tokyo/ }));
    await expect(screen.getByRole('radio', { name: /Tokyo/ })).toBeChecked();
    await expect(localStorage.getItem(TIME_ZONE_KEY)).toBe('Asia/Tokyo');
    await expect(screen.getByText('UTC+09:00', { selector: 'p' })).toBeVisible();
  },
};

/** Nothing matches. */
export const NoMatch: Story = {
  play: async () => {
    await userEvent.type(await searchField(), 'atlantis');
    await expect(await screen.findByText(i18next.t('shell.timeZone.empty'))).toBeVisible();
  },
};
