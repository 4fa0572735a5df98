import { ActionIcon, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search.module.css';
import { LineIcon } from '@/components/icons/LineIcon';

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now, without waiting for the pause in typing. */
  onSubmit: () => void;
  onClear: () => void;
}

/** The search field: a search icon, the text, a clear button while there is text. */
export function SearchField({ value, onChange, onSubmit, onClear }: SearchFieldProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className={classes.bar} onSubmit={submit}>
      <TextInput
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        size="md"
        radius="xl"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.field')}
        leftSection={<SearchIcon />}
        rightSection={
          value ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              size={36}
              aria-label={t('search.clear')}
              onClick={onClear}
            >
              <LineIcon d="m6 6 12 12M18 6 6 18" size={16} strokeWidth={2.2} />
            </ActionIcon>
          ) : null
        }
      />
    </form>
  );
}
