import {
  Affix,
  Alert,
  Button,
  Chip,
  Code,
  CopyButton,
  Drawer,
  Group,
  NumberInput,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectedScenario } from '../browser';
import { db } from '../db';
import { saveDb } from '../persistence';
import { relayBase } from '../platform/relay';
import { activeScenario, baseLatency } from '../platform/store';
import type { ActiveScenario } from '../platform/scenario';
import { takeBackScenarios } from '../platform/scenario-undo';
import { scenarios } from '../scenarios';
import { CallLog } from './CallLog';
import { DataTab } from './DataTab';
import { EndpointOverrides } from './EndpointOverrides';
import { applyAndReload, reproduceLink } from './link';
import { RelayNotice } from './Relay';
import { StoryLink } from './StoryLink';
import { registerQaStrings } from './strings';

/**
 * The QA panel (dev and demo builds only): pick named scenarios and a variant per endpoint, set
 * latency, and copy a link that reproduces the state anywhere. The same scenario string works as a
 * URL query, a Storybook parameter and a Playwright fixture.
 */
export function QaPanel({ defaultOpened = false }: { defaultOpened?: boolean }) {
  registerQaStrings();
  const { t } = useTranslation('qa');
  const [opened, setOpened] = useState(defaultOpened);
  const [draft, setDraft] = useState<ActiveScenario>(() => structuredClone(activeScenario()));
  const [latency, setLatency] = useState<number>(baseLatency());
  // The domains dead in the db now (the Data tab's ticks, a scenario's): the link kills them too.
  const [dead, setDead] = useState<string[]>(() => [...db().media.dead]);
  const link = reproduceLink({ ...draft, dead: dead.length ? dead : undefined }, latency);
  const forced = draft.names.length + Object.keys(draft.overrides).length;
  // Relay mode: a real host answers. Scenarios, variants, latency and the mock db change nothing
  // there, so their tabs and buttons are off rather than pretending to (mocks/platform/relay.ts).
  const relay = relayBase();

  return (
    <>
      {/*
        A narrow tab on the screen's left edge, within the pages' 16-px side padding: a floating
        button over the content covered avatars and captions on pages without a tab bar.
      */}
      <Affix position={{ top: '42%', left: 0 }} zIndex={3000}>
        <Button
          size="compact-xs"
          color="grape"
          onClick={() => setOpened(true)}
          aria-haspopup="dialog"
          styles={{
            root: {
              width: 16,
              height: 'auto',
              minHeight: 44,
              paddingBlock: 8,
              paddingInline: 0,
              borderRadius: '0 8px 8px 0',
            },
            inner: { height: 'auto' },
            label: { height: 'auto', writingMode: 'vertical-rl', letterSpacing: 1 },
          }}
        >
          {forced ? t('buttonActive', { count: forced }) : t('button')}
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('title')}
        position="bottom"
        size="85%"
        zIndex={3100}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <RelayNotice relay={relay} />
        <Tabs defaultValue={relay ? 'calls' : 'scenario'}>
          <Tabs.List grow>
            <Tabs.Tab value="scenario" disabled={!!relay}>
              {t('tabs.scenario')}
            </Tabs.Tab>
            <Tabs.Tab value="endpoints" disabled={!!relay}>
              {t('tabs.endpoints')}
            </Tabs.Tab>
            <Tabs.Tab value="data" disabled={!!relay}>
              {t('tabs.data')}
            </Tabs.Tab>
            <Tabs.Tab value="calls">{t('tabs.calls')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="scenario" pt="md">
            <Stack gap="md">
              {rejectedScenario ? (
                <Alert color="yellow" title={t('rejected')} data-testid="qa-rejected">
                  <Code block>{rejectedScenario.text}</Code>
                  {rejectedScenario.reason}
                </Alert>
              ) : null}
              <Chip.Group
                multiple
                value={draft.names}
                onChange={(names) => setDraft({ ...draft, names })}
              >
                {/* Each with its description: the same text as Storybook's Scenario menu. */}
                <Stack gap={6} data-testid="qa-scenarios">
                  {scenarios.map(({ name, description }) => (
                    <Group key={name} gap="xs" wrap="nowrap" align="flex-start">
                      <Chip value={name} size="xs" title={t(`scenarios.${name}`)}>
                        {name}
                      </Chip>
                      <Text size="xs">{description}</Text>
                    </Group>
                  ))}
                </Stack>
              </Chip.Group>
              <NumberInput
                label={t('latency')}
                description={t('latencyHint')}
                min={0}
                max={30000}
                step={100}
                value={latency}
                onChange={(v) => setLatency(typeof v === 'number' ? v : 0)}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="endpoints" pt="md">
            <EndpointOverrides
              overrides={draft.overrides}
              onChange={(overrides) => setDraft({ ...draft, overrides })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="data" pt="md">
            <DataTab dead={dead} onDeadChange={setDead} />
          </Tabs.Panel>
          <Tabs.Panel value="calls" pt="md">
            <CallLog relay={relay} />
          </Tabs.Panel>
        </Tabs>
        <Stack gap="xs" mt="lg">
          <TextInput
            label={t('link')}
            value={link}
            readOnly
            // The link carries this tab's session id and the server's port: the visual baselines
            // blank it (data-visual="mask").
            data-visual="mask"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button fullWidth disabled={!!relay} onClick={() => applyAndReload(draft, latency)}>
            {t('apply')}
          </Button>
          <Group grow>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('copied') : t('copyLink')}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              disabled={!!relay}
              title={t('clearHint')}
              onClick={() => {
                // Back to the state before the scenarios: their db writes taken back, every
                // domain alive, the member still signed in (mocks/platform/scenario-undo.ts).
                takeBackScenarios(db());
                void saveDb(db()).then(() => applyAndReload({ names: [], overrides: {} }, latency));
              }}
            >
              {t('clear')}
            </Button>
          </Group>
          <StoryLink />
        </Stack>
      </Drawer>
    </>
  );
}
