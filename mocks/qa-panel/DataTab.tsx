import { Button, Checkbox, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '../db';
import { PERSIST_OFF_KEY, forgetSavedDb, persistenceEnabled, saveDb } from '../persistence';
import { SmsCodes } from './SmsCodes';

/** The stateful db: persistence across reloads, a reset, and the media domains' health. */
export function DataTab({
  dead,
  onDeadChange,
}: {
  /** The dead domains, kept by the panel: its link kills them too. */
  dead: string[];
  onDeadChange(next: string[]): void;
}) {
  const { t } = useTranslation('qa');
  const [persist, setPersist] = useState(persistenceEnabled());
  const domains = db().domains;

  function togglePersist(on: boolean) {
    setPersist(on);
    if (on) {
      localStorage.removeItem(PERSIST_OFF_KEY);
      saveDb(db());
    } else {
      localStorage.setItem(PERSIST_OFF_KEY, '1');
      void forgetSavedDb();
    }
  }

  function toggleDomain(name: string, isDead: boolean) {
    const next = isDead ? [...dead, name] : dead.filter((d) => d !== name);
    db().media.dead = next;
    onDeadChange(next);
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
            // Back to the seed: the next load starts from the fixtures (the scenario stays).
            void forgetSavedDb().then(() => window.location.reload());
          }}
        >
          {t('resetData')}
        </Button>
      </Group>
      <div>
        <Title order={3} size="sm">
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
