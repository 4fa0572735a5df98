import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { NamedUser } from '@fixtures/users';
import { i18next } from '@/lib/i18n';

/**
 * The four stories of a screen built on `QueryState` (src/components/query-state): Loading (its
 * call never answers), Empty, Failure (each code that can reach it; the retry is offered) and
 * Success. Every story asserts the state the cell announces, plus what the screen adds.
 */
export type StateName = 'Loading' | 'Empty' | 'Failure' | 'Success';

export interface StoryStateOptions {
  /** The path the app is rendered at. */
  route: string;
  /** The id of the call whose answer decides the state (e.g. 'wallet.bankCards'). */
  endpoint: string;
  /** The signed-in member (default 'member'), or null for a visitor. */
  session?: NamedUser | null;
  /** What Success shows: checked after the cell reports success. */
  success?: () => Promise<unknown>;
  /** The Empty text, when the screen has its own (a translation key). */
  emptyText?: string;
  /** Empty by its data, not by the `empty` variant (a route or a scenario of its own). */
  emptyRoute?: string;
  emptyMock?: string;
  /** Extra scenario items every state starts from. */
  mock?: string;
}

function mocks(...items: (string | undefined)[]): string {
  return items.filter(Boolean).join(';');
}

/** Waits until the screen's QueryState cell reports `state`. */
export async function expectQueryState(state: 'loading' | 'empty' | 'failure' | 'success') {
  await waitFor(() => {
    const cells = document.querySelectorAll(`[data-query-state="${state}"]`);
    if (cells.length === 0) throw new Error(`no cell in state ${state}`);
  });
}

export function queryStoryStates(options: StoryStateOptions): Record<StateName, StoryObj> {
  const { route, endpoint, emptyText, emptyRoute, emptyMock, mock } = options;
  const session = options.session === undefined ? {} : { session: options.session };
  return {
    Loading: {
      parameters: { route, ...session, mock: mocks(mock, `${endpoint}=delay:999999`) },
      play: async () => {
        await expect(
          await screen.findByRole('status', { name: i18next.t('common.loading') }),
        ).toBeVisible();
      },
    },
    Empty: {
      parameters: {
        route: emptyRoute ?? route,
        ...session,
        mock: mocks(mock, emptyRoute ? undefined : (emptyMock ?? `${endpoint}=empty`)),
      },
      play: async () => {
        await expectQueryState('empty');
        await expect(await screen.findByText(i18next.t(emptyText ?? 'common.empty'))).toBeVisible();
      },
    },
    Failure: {
      parameters: { route, ...session, mock: mocks(mock, `${endpoint}=code:10000`) },
      play: async () => {
        await expectQueryState('failure');
        await expect(await screen.findByText(i18next.t('common.loadFailed'))).toBeVisible();
        await expect(screen.getByRole('button', { name: i18next.t('common.retry') })).toBeVisible();
      },
    },
    Success: {
      parameters: { route, ...session, mock },
      play: async () => {
        await expectQueryState('success');
        if (options.success) await expect(await options.success()).toBeTruthy();
      },
    },
  };
}
