import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@/lib/i18n';
import { bindSessionCache } from '@/lib/session';
import { wireClient } from './client-effects';
import { cookieColorSchemeManager, cssVariablesResolver, theme } from './theme';

// The notification stack (and its transition code) loads just after the first render: what is
// shown before it arrives waits in the notifications store and appears when it mounts. The
// progress bar too, with its store (the client imports it for a request still running after
// 200 ms: ./client-effects.ts), so a request that starts before the bar is drawn shows in it as
// soon as it mounts.
const Progress = lazy(async () => ({
  default: (await import('./navigation-progress')).NavigationProgressBar,
}));
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The error policy has already told the member; a failed list keeps what it had.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  store?: ReturnType<typeof createStore>;
  queryClient?: QueryClient;
  /** Storybook and tests force a scheme; the app reads the theme cookie. */
  forceColorScheme?: 'light' | 'dark';
}

export function AppProviders({
  children,
  store,
  queryClient,
  forceColorScheme,
}: AppProvidersProps) {
  const [jotaiStore] = useState(() => {
    const s = store ?? createStore();
    wireClient(s);
    return s;
  });
  const [client] = useState(() => {
    const c = queryClient ?? createQueryClient();
    // Signing in, out or a session's end empties this cache: one member never sees another's data.
    bindSessionCache(jotaiStore, c);
    return c;
  });
  return (
    <JotaiProvider store={jotaiStore}>
      <I18nextProvider i18n={i18next}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="dark"
          colorSchemeManager={cookieColorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme={forceColorScheme}
        >
          <QueryClientProvider client={client}>
            <Suspense fallback={null}>
              <Progress />
            </Suspense>
            <Suspense fallback={null}>
              <Notifications position="top-center" limit={3} zIndex={4000} />
            </Suspense>
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
