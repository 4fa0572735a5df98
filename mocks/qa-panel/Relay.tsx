import { Alert, Button, Code, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectedRelay } from '../browser';
import { parseRelayHost, type RelayRefusal } from '../platform/relay';
import { relayAndReload } from './link';

/**
 * Relay mode's state at the top of the panel: the host every call goes to (and the way back to
 * the mocks), or a relay address of the link that was refused, with why.
 */
export function RelayNotice({ relay }: { relay: string | null }) {
  const { t } = useTranslation('qa');
  if (relay) {
    return (
      <Alert
        color="grape"
        title={t('relay.active', { host: relay })}
        data-testid="qa-relay"
        mb="sm"
      >
        <Text size="xs" mb="xs">
          {t('relay.activeHint')}
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => relayAndReload(null)}>
          {t('relay.stop')}
        </Button>
      </Alert>
    );
  }
  if (!rejectedRelay) return null;
  return (
    <Alert color="yellow" title={t('relay.rejected')} data-testid="qa-relay-rejected" mb="sm">
      <Code block>{rejectedRelay.text}</Code>
      {t(`relay.refusal.${rejectedRelay.reason}`)}
    </Alert>
  );
}

/** The Calls tab's field that switches relay mode on: only an http(s) address is accepted. */
export function RelayField() {
  const { t } = useTranslation('qa');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<RelayRefusal | null>(null);

  function relay() {
    const parsed = parseRelayHost(text);
    if (parsed.ok) relayAndReload(parsed.base);
    else setRefusal(parsed.reason);
  }

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        size="xs"
        label={t('relay.field')}
        description={t('relay.fieldHint')}
        placeholder="http://127.0.0.1:4010"
        value={text}
        error={refusal ? t(`relay.refusal.${refusal}`) : null}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setRefusal(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') relay();
        }}
      />
      <Button size="xs" variant="light" onClick={relay} disabled={!text.trim()}>
        {t('relay.start')}
      </Button>
    </Group>
  );
}
