import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { TIME_ZONE_KEY } from './time-zones';
import { TimeZoneListPage } from './TimeZoneListPage';

const meta = {
  title: 'Shell/Time zone list',
  component: TimeZoneListPage,
  parameters: { route: '/timeZone/list', storage: { local: { [TIME_ZONE_KEY]: 'Asia/Shanghai' } } },
} satisfies Meta<typeof TimeZoneListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every zone with its offset; the chosen one shows its time as hh:mm:ss. */
export const List: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: i18next.t('shell.timeZone.title') }),
    ).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}:\d{2}$/);
    await expect(screen.getByRole('radio', { name: /Shanghai/ })).toBeChecked();
    await expect(screen.getAllByRole('radio').length).toBeGreaterThan(300);
  },
};

/** Search by name, choose: remembered in localStorage. */
export const SearchAndChoose: Story = {
  play: async () => {
    const search = await screen.findByRole('searchbox', {
      name: i18next.t('shell.timeZone.search'),
    });
    await userEvent.type(search, 'tokyo');
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
    await userEvent.type(
      await screen.findByRole('searchbox', { name: i18next.t('shell.timeZone.search') }),
      'atlantis',
    );
    await expect(await screen.findByText(i18next.t('shell.timeZone.empty'))).toBeVisible();
  },
};
