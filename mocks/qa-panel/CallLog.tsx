import { Badge, Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCallLog, loggedCalls, onCallLogged, type CallOutcome } from '../platform/call-log';

const OUTCOME_COLOR: Record<CallOutcome, string> = {
  ok: 'green',
  failure: 'orange',
  refused: 'red',
  forced: 'grape',
  network: 'gray',
};

/**
 * The calls the mocks answered, newest first. A request the contract refuses (a wrong type, an
 * undeclared parameter, a masked value) is marked refused with the reason a server would give.
 */
export function CallLog() {
  const { t } = useTranslation('qa');
  const calls = useSyncExternalStore(onCallLogged, loggedCalls, loggedCalls);

  return (
    <Stack gap="xs" data-testid="qa-call-log">
      <Group justify="space-between">
        <Text size="xs">{t('calls.hint')}</Text>
        <Button size="compact-xs" variant="default" onClick={clearCallLog}>
          {t('calls.clear')}
        </Button>
      </Group>
      {calls.length === 0 ? <Text size="sm">{t('calls.none')}</Text> : null}
      {/* Focusable, so a keyboard can scroll the log (axe: scrollable-region-focusable). */}
      <ScrollArea.Autosize
        mah="50vh"
        viewportProps={{ tabIndex: 0, 'aria-label': t('tabs.calls') }}
      >
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {calls.map((call) => (
            <li key={call.seq} data-outcome={call.outcome}>
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" color={OUTCOME_COLOR[call.outcome]} variant="dot">
                  {t(`calls.outcome.${call.outcome}`)}
                </Badge>
                <Text size="xs" fw={600}>
                  {call.endpointId}
                </Text>
                {call.code ? <Code>{call.code}</Code> : null}
              </Group>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {call.method} {call.url}
              </Text>
              {call.reason ? (
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {call.reason}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
