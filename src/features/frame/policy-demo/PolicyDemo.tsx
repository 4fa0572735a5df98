import { Button, Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fullPath } from '@/lib/routing';
import { useSessionEndRedirect } from '../guards/use-session-end-redirect';

export interface PolicyDemoProps {
  /** The call to fire through the API client (its error policy shows what it decides). */
  run: () => Promise<unknown>;
}

type Outcome = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * A story harness for the error policy: one button fires a real request through the client, so a
 * story can show (and assert) what a member sees for each decision — a red or primary
 * notification, nothing at all, or leaving for the login page. It mounts the frame's
 * session-end redirect and shows the current path, so 'leaves' is visible too.
 */
export function PolicyDemo({ run }: PolicyDemoProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  useSessionEndRedirect();

  const fire = () => {
    setOutcome('pending');
    run().then(
      () => setOutcome('succeeded'),
      () => setOutcome('failed'),
    );
  };

  return (
    <Stack p="md" gap="sm" align="flex-start">
      <Button onClick={fire} loading={outcome === 'pending'} size="md" radius="xl">
        {t('shell.policyDemo.send')}
      </Button>
      <Text role="status" data-outcome={outcome}>
        {outcome === 'succeeded' || outcome === 'failed' ? t(`shell.policyDemo.${outcome}`) : null}
      </Text>
      <Text>
        {t('shell.policyDemo.location')} <Code data-testid="location">{fullPath(location)}</Code>
      </Text>
    </Stack>
  );
}
