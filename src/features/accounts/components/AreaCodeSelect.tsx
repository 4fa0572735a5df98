import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/countries';

interface AreaCodeSelectProps {
  value: string;
  /** The chosen area code and, once the list is there, its two-letter country code. */
  onChange: (areaCode: string, acronym: string | undefined) => void;
  error?: string;
}

/**
 * The phone's country or region (86 by default). Until the countries list arrives (or if it never
 * does) the current code is still offered, so the phone can be typed and sent regardless.
 */
export function AreaCodeSelect({ value, onChange, error }: AreaCodeSelectProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const options = (countries.data ?? [{ areaCode: value, acronym: '', name: '' }]).map((c) => ({
    value: c.areaCode,
    label: c.name ? `${c.name} +${c.areaCode}` : `+${c.areaCode}`,
  }));
  return (
    <Select
      label={t('accounts.register.areaCode')}
      data={options}
      size="md"
      allowDeselect={false}
      searchable
      value={value}
      error={error}
      onChange={(next) => {
        if (next) onChange(next, countries.data?.find((c) => c.areaCode === next)?.acronym);
      }}
    />
  );
}
