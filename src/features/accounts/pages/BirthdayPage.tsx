import { Button, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page, pageClasses } from '@/components/page/Page';
import { useDraft } from '@/lib/drafts';
import { STORAGE_KEYS, storage } from '@/lib/session';
import { useUpdateBirthday } from '../api/update-birthday';
import { returnTarget } from '../sign-in/return-target';
import { useLoginRef } from '../sign-in/use-login-ref';
import { useRequireMember } from '../sign-in/use-require-member';
import classes from './auth.module.css';

export interface BirthdayValues {
  year: string | null;
  month: string | null;
}

/** Years offered: the last 100, newest first (the profile keeps year and month only). */
function yearOptions(now: Date): string[] {
  const current = now.getFullYear();
  return Array.from({ length: 100 }, (_, i) => String(current - i));
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * /login/birthday: after registering (or any time), the member gives a birthday as year and
 * month, or skips. Needs a signed-in member. The choice is a draft: an expired session sends the
 * member to sign in again and back here with the year and month still chosen.
 */
export function BirthdayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref } = useLoginRef();
  const { signedIn } = useRequireMember();
  const update = useUpdateBirthday();
  const years = useMemo(() => yearOptions(new Date()), []);
  const months = useMemo(
    () =>
      MONTHS.map((m) => ({
        value: m,
        label: t('accounts.birthday.monthName', { month: Number(m) }),
      })),
    [t],
  );

  const form = useForm<BirthdayValues>({
    initialValues: { year: null, month: null },
    validate: {
      year: (v) => (v ? null : t('accounts.birthday.yearRequired')),
      month: (v) => (v ? null : t('accounts.birthday.monthRequired')),
    },
  });
  const draft = useDraft('accounts.birthday', form);
  const leave = () =>
    void navigate(returnTarget(ref, storage.read(STORAGE_KEYS.redirectUrl)), { replace: true });

  const submit = form.onSubmit(({ year, month }) =>
    update.mutate(`${year}-${month}`, {
      onSuccess: () => {
        draft.clear();
        leave();
      },
    }),
  );

  if (!signedIn) return null;

  return (
    <Page title={t('accounts.birthday.title')}>
      <p className={pageClasses.secondary}>{t('accounts.birthday.intro')}</p>
      <form className={classes.form} onSubmit={submit} noValidate>
        <Group grow align="flex-start">
          <Select
            label={t('accounts.birthday.year')}
            placeholder={t('accounts.birthday.yearPlaceholder')}
            data={years}
            size="md"
            searchable
            {...form.getInputProps('year')}
          />
          <Select
            label={t('accounts.birthday.month')}
            placeholder={t('accounts.birthday.monthPlaceholder')}
            data={months}
            size="md"
            {...form.getInputProps('month')}
          />
        </Group>
        <Button type="submit" size="lg" radius="xl" fullWidth loading={update.isPending}>
          {t('accounts.birthday.save')}
        </Button>
        <Button variant="subtle" size="md" radius="xl" fullWidth onClick={leave}>
          {t('accounts.birthday.skip')}
        </Button>
      </form>
    </Page>
  );
}
