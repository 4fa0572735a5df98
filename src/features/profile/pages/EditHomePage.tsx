import { useAtomValue } from 'jotai';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sex, UserProfile } from '@/api/schemas/user';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useDraft } from '@/lib/drafts';
import { userIdAtom } from '@/lib/session';
import { useUpdateProfile } from '../api/own';
import { useProfile } from '../api/people';
import { AvatarField } from '../components/AvatarField';
import {
  NICKNAME_MAX,
  SIGN_MAX,
  birthdayError,
  charCount,
  nicknameError,
  signError,
  type ProfileFormValues,
} from '../edit-rules';

/** /column/editHomePage: nickname, head image, sex, birthday and signature. */
export function EditHomePage() {
  const { t } = useTranslation();
  const userId = useAtomValue(userIdAtom) ?? '';
  const profile = useProfile(userId);
  return (
    <Page title={t('people.edit.title')}>
      <QueryState query={profile} skeletonRows={5}>
        {(user) => <EditForm user={user} />}
      </QueryState>
    </Page>
  );
}

function valuesOf(user: UserProfile): ProfileFormValues {
  return {
    nickname: user.nickname || user.username,
    sign: user.sign ?? '',
    sex: user.sex,
    birthday: user.birthday ?? '',
    headImgUrl: user.headImgUrl,
  };
}

/**
 * The form keeps what was typed through a refused save and an expired session (a draft); a bad
 * field gets its message in the member's language beside it.
 */
function EditForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileFormValues>({
    initialValues: valuesOf(user),
    validate: {
      nickname: (v) => {
        const key = nicknameError(v);
        return key ? t(key, { max: NICKNAME_MAX }) : null;
      },
      sign: (v) => {
        const key = signError(v);
        return key ? t(key, { max: SIGN_MAX }) : null;
      },
      birthday: (v) => {
        const key = birthdayError(v);
        return key ? t(key) : null;
      },
    },
  });
  const draft = useDraft('people.editHomePage', form);
  const { setFieldValue } = form;
  const onUploaded = useCallback(
    (path: string) => setFieldValue('headImgUrl', path),
    [setFieldValue],
  );
  const submit = form.onSubmit((values) => {
    setSaved(false);
    update.mutate(
      {
        nickname: values.nickname.trim(),
        sign: values.sign,
        sex: values.sex,
        birthday: values.birthday || null,
        headImgUrl: values.headImgUrl,
      },
      {
        onSuccess: (next) => {
          draft.clear();
          form.setInitialValues(valuesOf(next));
          form.resetDirty(valuesOf(next));
          setSaved(true);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AvatarField
          headImgUrl={form.values.headImgUrl}
          name={form.values.nickname}
          onUploaded={onUploaded}
        />
        <TextInput
          label={t('people.edit.nickname')}
          description={t('people.edit.counter', {
            count: charCount(form.values.nickname),
            max: NICKNAME_MAX,
          })}
          autoComplete="nickname"
          {...form.getInputProps('nickname')}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id="edit-sex">
            {t('people.edit.sex')}
          </Text>
          <SegmentedControl
            aria-labelledby="edit-sex"
            data={([0, 1, 2] as const).map((s) => ({
              value: String(s),
              label: t(`people.edit.sexes.${s}`),
            }))}
            value={String(form.values.sex)}
            onChange={(v) => form.setFieldValue('sex', Number(v) as Sex)}
          />
        </Stack>
        <TextInput
          type="month"
          label={t('people.edit.birthday')}
          {...form.getInputProps('birthday')}
        />
        <Textarea
          label={t('people.edit.sign')}
          description={t('people.edit.counter', {
            count: charCount(form.values.sign),
            max: SIGN_MAX,
          })}
          autosize
          minRows={3}
          {...form.getInputProps('sign')}
        />
        {update.isError ? (
          <Alert color="red" role="alert">
            {t('people.edit.failed')}
          </Alert>
        ) : null}
        {saved ? (
          <Text c="teal" role="status" data-testid="edit-saved">
            {t('people.edit.saved')}
          </Text>
        ) : null}
        <Button type="submit" size="md" radius="xl" loading={update.isPending}>
          {t('people.edit.save')}
        </Button>
      </Stack>
    </form>
  );
}
