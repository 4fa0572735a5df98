import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { pageClasses } from '@/components/page/Page';
import { AreaCodeSelect } from '../components/AreaCodeSelect';
import type { ForgetValues } from './forget-form';

type Form = UseFormReturnType<ForgetValues>;

/** The account part: account name or phone number, as on the login page. */
export function AccountField({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('accounts.login.account')}
      placeholder={t('accounts.login.accountPlaceholder')}
      autoComplete="username"
      size="md"
      {...form.getInputProps('account')}
    />
  );
}

/** The verification part, question way: one of the account's own questions and its answer. */
export function QuestionFields({
  form,
  username,
  questions,
}: {
  form: Form;
  username: string;
  questions: Array<{ questionId: number; question: string }>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={pageClasses.secondary}>
        {t('accounts.forget.verifyIntro', { name: username })}
      </p>
      <Select
        label={t('accounts.register.question')}
        data={questions.map((q) => ({ value: String(q.questionId), label: q.question }))}
        size="md"
        allowDeselect={false}
        {...form.getInputProps('questionId')}
      />
      <TextInput
        label={t('accounts.register.answer')}
        placeholder={t('accounts.register.answerPlaceholder')}
        size="md"
        {...form.getInputProps('answer')}
      />
    </>
  );
}

/** The phone part, SMS way: the phone bound to the account, to which the code is sent. */
export function PhoneFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={pageClasses.secondary}>
        {t('accounts.forget.phoneIntro', { name: form.values.account.trim() })}
      </p>
      <AreaCodeSelect
        value={form.values.phoneAreaCode}
        onChange={(areaCode) => form.setFieldValue('phoneAreaCode', areaCode)}
      />
      <TextInput
        label={t('accounts.register.phone')}
        placeholder={t('accounts.forget.phonePlaceholder')}
        inputMode="tel"
        autoComplete="tel-national"
        size="md"
        {...form.getInputProps('phone')}
      />
    </>
  );
}
