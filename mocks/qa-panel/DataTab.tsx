import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOCK_KEYS, persistEnabled } from '../browser';
import { db } from '../db';
import { SmsCodes } from './SmsCodes';

/** The stateful db: persistence across reloads, a reset, and the media domains' health. */
export function DataTab() {
  const { t } = useTranslation('qa');
  const [persist, setPersist] = useState(persistEnabled());
  const [dead, setDead] = useState<string[]>(() => [...db().media.dead]);
  const domains = db().domains;

  function togglePersist(on: boolean) {
    setPersist(on);
    if (on) {
      localStorage.setItem(MOCK_KEYS.persist, '1');
      localStorage.setItem(MOCK_KEYS.db, JSON.stringify(db()));
    } else {
      localStorage.removeItem(MOCK_KEYS.persist);
      localStorage.removeItem(MOCK_KEYS.db);
    }
  }

  function toggleDomain(name: string, isDead: boolean) {
    const next = isDead ? [...dead, name] : dead.filter((d) => d !== name);
    db().media.dead = next;
    setDead(next);
  }

  return (
    <Stack gap="md">
      <Switch
        checked={persist}
        onChange={(e) => togglePersist(e.currentTarget.checked)}
        label={t('persist')}
        description={t('persistHint')}
      />
      <Group>
        <Button
          variant="light"
          color="red"
          onClick={() => {
            localStorage.removeItem(MOCK_KEYS.db);
            window.location.reload();
          }}
        >
          {t('resetData')}
        </Button>
      </Group>
      <div>
        <Title order={4} size="sm">
          {t('domains')}
        </Title>
        <Text size="xs" mb="xs">
          {t('domainsHint')}
        </Text>
        <Stack gap={4}>
          {domains.map((d) => (
            <Checkbox
              key={d.name}
              label={`${t('domainType', { type: d.type })} · ${d.name}`}
              checked={dead.includes(d.name)}
              onChange={(e) => toggleDomain(d.name, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </div>
      <SmsCodes />
    </Stack>
  );
}
