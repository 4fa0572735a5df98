import {
  Badge,
  Group,
  NativeSelect,
  NumberInput,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allEndpoints } from '@/api/endpoints';
import { formatVariant, parseVariant, type Variant } from '../platform/scenario';
import { VARIANT_CHOICES } from './variants';

const CUSTOM = 'custom';

/** A forced code alone or with a message, other than the listed choices: edited in place. */
function isCustom(variant: Variant): boolean {
  const { code, message, ...rest } = variant;
  if (code === undefined || Object.keys(rest).length) return false;
  return message !== undefined || !VARIANT_CHOICES.some((c) => c.value === `code:${code}`);
}

interface Props {
  overrides: Record<string, Variant>;
  onChange(next: Record<string, Variant>): void;
}

/**
 * Every endpoint of the contract with the variant forced on it, and optionally the one call it
 * applies to (`+call:<n>`): QA loses a list's second page and sees its retry arrive.
 */
export function EndpointOverrides({ overrides, onChange }: Props) {
  const { t } = useTranslation('qa');
  const [filter, setFilter] = useState('');
  // Endpoints whose custom fields are open, though their code is still one of the listed ones.
  const [customIds, setCustomIds] = useState<ReadonlySet<string>>(() => new Set());
  const endpoints = useMemo(() => allEndpoints(), []);
  const needle = filter.trim().toLowerCase();
  const shown = endpoints.filter(
    (e) => !needle || e.id.toLowerCase().includes(needle) || e.path.toLowerCase().includes(needle),
  );
  const choices = [
    ...VARIANT_CHOICES.map((c) => ({
      value: c.value,
      label: t(`variants.${c.value.replace(':', '_')}`),
    })),
    { value: CUSTOM, label: t('variants.custom') },
  ];

  function setVariant(id: string, value: string) {
    const next = { ...overrides };
    const call = overrides[id]?.call;
    setCustomIds((ids) => {
      const updated = new Set(ids);
      if (value === CUSTOM) updated.add(id);
      else updated.delete(id);
      return updated;
    });
    if (value === 'none') delete next[id];
    else if (value === CUSTOM)
      next[id] = { code: overrides[id]?.code ?? '10000', ...(call && { call }) };
    else next[id] = { ...parseVariant(value), ...(call && { call }) };
    onChange(next);
  }

  /** A code of the QA engineer's own (a business code a screen branches on) and its message. */
  function setCustom(id: string, part: 'code' | 'message', text: string) {
    const current = overrides[id];
    if (!current) return;
    const next = { ...current, [part]: text };
    if (!next.message) delete next.message;
    onChange({ ...overrides, [id]: next });
  }

  /** A whole number from 1 applies the variant to that call only; anything else, to every call. */
  function setCall(id: string, input: string | number) {
    const current = overrides[id];
    if (!current) return;
    const { call: _previous, ...rest } = current;
    const call = Number(input);
    onChange({
      ...overrides,
      [id]: Number.isInteger(call) && call >= 1 ? { ...rest, call } : rest,
    });
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={t('filterEndpoints')}
        placeholder="feeds.postList, wallet/…"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Text size="xs">{t('endpointCount', { shown: shown.length, total: endpoints.length })}</Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap={6}>
          {shown.map((endpoint) => {
            const { call, ...forced } = overrides[endpoint.id] ?? {};
            const value = !(endpoint.id in overrides)
              ? 'none'
              : customIds.has(endpoint.id) || isCustom(forced)
                ? CUSTOM
                : formatVariant(forced);
            return (
              <Stack
                key={endpoint.id}
                gap={4}
                pb={6}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group gap={6} wrap="nowrap">
                  <Badge size="xs" variant="light">
                    {endpoint.method}
                  </Badge>
                  <Text size="sm" fw={600} truncate>
                    {endpoint.id}
                  </Text>
                </Group>
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {endpoint.path}
                </Text>
                <NativeSelect
                  aria-label={t('variantFor', { id: endpoint.id })}
                  size="xs"
                  data={
                    choices.some((c) => c.value === value)
                      ? choices
                      : [...choices, { value, label: value }]
                  }
                  value={value}
                  onChange={(e) => setVariant(endpoint.id, e.currentTarget.value)}
                />
                {value === CUSTOM && (
                  <Group gap={6} grow>
                    <TextInput
                      size="xs"
                      label={t('customCode')}
                      aria-label={`${t('customCode')} (${endpoint.id})`}
                      value={forced.code ?? ''}
                      onChange={(e) => setCustom(endpoint.id, 'code', e.currentTarget.value)}
                    />
                    <TextInput
                      size="xs"
                      label={t('customMessage')}
                      aria-label={`${t('customMessage')} (${endpoint.id})`}
                      value={forced.message ?? ''}
                      onChange={(e) => setCustom(endpoint.id, 'message', e.currentTarget.value)}
                    />
                  </Group>
                )}
                {value !== 'none' && (
                  <NumberInput
                    label={t('onlyCall')}
                    description={t('onlyCallHint')}
                    aria-label={t('onlyCallFor', { id: endpoint.id })}
                    size="xs"
                    min={1}
                    step={1}
                    allowDecimal={false}
                    allowNegative={false}
                    placeholder={t('everyCall')}
                    value={call ?? ''}
                    onChange={(input) => setCall(endpoint.id, input)}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
