import { Badge, Group, NativeSelect, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allEndpoints } from '@/api/endpoints';
import { formatVariant, parseVariant, type Variant } from '../platform/scenario';
import { VARIANT_CHOICES } from './variants';

interface Props {
  overrides: Record<string, Variant>;
  onChange(next: Record<string, Variant>): void;
}

/** Every endpoint of the contract with the variant forced on it. */
export function EndpointOverrides({ overrides, onChange }: Props) {
  const { t } = useTranslation('qa');
  const [filter, setFilter] = useState('');
  const endpoints = useMemo(() => allEndpoints(), []);
  const needle = filter.trim().toLowerCase();
  const shown = endpoints.filter(
    (e) => !needle || e.id.toLowerCase().includes(needle) || e.path.toLowerCase().includes(needle),
  );
  const choices = VARIANT_CHOICES.map((c) => ({
    value: c.value,
    label: t(`variants.${c.value.replace(':', '_')}`),
  }));

  function setVariant(id: string, value: string) {
    const next = { ...overrides };
    if (value === 'none') delete next[id];
    else next[id] = parseVariant(value);
    onChange(next);
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
            const current = overrides[endpoint.id];
            const value = current ? formatVariant(current) : 'none';
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
                    VARIANT_CHOICES.some((c) => c.value === value)
                      ? choices
                      : [...choices, { value, label: value }]
                  }
                  value={value}
                  onChange={(e) => setVariant(endpoint.id, e.currentTarget.value)}
                />
              </Stack>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
