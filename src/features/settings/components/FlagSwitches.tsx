import { Stack, Switch } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state/QueryState';
import { notifyFailure } from '@/lib/notify';

/**
 * Switches for a set of flags (privacy, notices): each toggle is saved at once; the switch moves
 * before the answer (optimistic) and moves back, with a message, when saving fails.
 */
export function FlagSwitches<T extends Record<string, boolean>>({
  query,
  save,
  keys,
  section,
}: {
  query: UseQueryResult<T>;
  save: UseMutationResult<T, Error, Partial<T>, unknown>;
  keys: readonly (keyof T & string)[];
  /** The translation section of the labels, e.g. 'settings.privacy'. */
  section: string;
}) {
  const { t } = useTranslation();
  return (
    <QueryState query={query} isEmpty={() => false}>
      {(flags) => (
        <Stack gap="lg" py="sm">
          {keys.map((key) => (
            <Switch
              key={key}
              size="md"
              label={t(`${section}.${key}`)}
              checked={flags[key]}
              data-flag={key}
              data-saving={
                save.isPending && save.variables && key in save.variables ? 'true' : undefined
              }
              onChange={(event) => {
                const change = { [key]: event.currentTarget.checked } as Partial<T>;
                save.mutate(change, {
                  onError: (error) => notifyFailure(error, t('settings.saveFailed')),
                });
              }}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
