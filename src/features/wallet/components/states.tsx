import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { pageClasses } from '@/components/page/Page';
import stateClasses from './states.module.css';

/** The Loading state of a wallet screen: grey blocks, announced as busy. */
export function WalletSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      role="status"
      aria-busy="true"
      aria-label={t('wallet.loading')}
      data-testid="wallet-loading"
    >
      <Skeleton height={96} radius="lg" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** The Failure state: what failed and a retry (the error policy already showed the server's text). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" py="xl">
      <Text role="alert">{t('wallet.loadFailed')}</Text>
      <Button variant="light" size="md" onClick={onRetry}>
        {t('wallet.retry')}
      </Button>
    </Stack>
  );
}

/** The Empty state of a list. */
export function EmptyList({ text }: { text: string }) {
  return (
    <Text ta="center" py="xl" className={pageClasses.secondary}>
      {text}
    </Text>
  );
}

/** A failure told inline (an order or a payment that did not go through). */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className={stateClasses.error} role="alert">
      {children}
    </p>
  );
}

export { stateClasses };
