import { Badge, Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCallLog, loggedCalls, onCallLogged, type CallOutcome } from '../platform/call-log';
import { RelayField } from './Relay';

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
 * In relay mode, the calls the host answered, each with Prism's contract verdict when its proxy
 * found a violation (`sl-violations`): a "contract" badge and one line per violation.
 */
export function CallLog({ relay }: { relay: string | null }) {
  const { t } = useTranslation('qa');
  const calls = useSyncExternalStore(onCallLogged, loggedCalls, loggedCalls);

  return (
    <Stack gap="xs" data-testid="qa-call-log">
      {relay ? null : <RelayField />}
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs">{relay ? t('calls.hintRelay', { host: relay }) : t('calls.hint')}</Text>
        <Button size="compact-xs" variant="default" onClick={clearCallLog}>
          {t('calls.clear')}
        </Button>
      </Group>
      {calls.length === 0 ? <Text size="sm">{t('calls.none')}</Text> : null}
      {/* Focusable, so a keyboard can scroll the log (axe: scrollable-region-focusable). */}
      <ScrollArea.Autosize
        mah="50vh"
        // A named region: axe refuses a label on a div without a role (seen on an empty log).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('tabs.calls') }}
      >
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {calls.map((call) => (
            <li
              key={call.seq}
              data-outcome={call.outcome}
              data-contract={call.contract?.length ? 'violation' : undefined}
            >
              <Group gap={6} wrap="nowrap">
                <Badge size="xs" color={OUTCOME_COLOR[call.outcome]} variant="dot">
                  {t(`calls.outcome.${call.outcome}`)}
                </Badge>
                <Text size="xs" fw={600}>
                  {call.endpointId}
                </Text>
                {call.code ? <Code>{call.code}</Code> : null}
                {call.contract?.length ? (
                  <Badge size="xs" color="red" variant="dot">
                    {t('calls.contract')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {call.method} {call.url}
              </Text>
              {call.reason ? (
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {call.reason}
                </Text>
              ) : null}
              {call.contract?.map((line) => (
                <Text key={line} size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                  {line}
                </Text>
              ))}
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
