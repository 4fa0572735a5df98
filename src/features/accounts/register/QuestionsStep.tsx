import { Fieldset, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { QUESTION_IDS, type RegisterValues } from './register-form';

/**
 * Step four: three distinct security questions of the ten, each with its answer. A question
 * chosen in one place is still offered in the others: choosing it twice gets the catalogue
 * message ('Security questions cannot be duplicated!') rather than a silently shrinking list.
 */
export function QuestionsStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const { t } = useTranslation();
  const options = QUESTION_IDS.map((id) => ({
    value: String(id),
    label: t(`accounts.questions.q${id}`),
  }));
  const duplicated = form.errors.questions;

  return (
    <>
      <p>{t('accounts.register.questionsIntro')}</p>
      {form.values.questions.map((_, i) => (
        <Fieldset
          key={i}
          legend={t('accounts.register.questionN', { n: i + 1 })}
          variant="unstyled"
        >
          <Select
            label={t('accounts.register.question')}
            placeholder={t('accounts.register.questionPlaceholder')}
            data={options}
            size="md"
            {...form.getInputProps(`questions.${i}.questionId`)}
          />
          <TextInput
            mt="xs"
            label={t('accounts.register.answer')}
            placeholder={t('accounts.register.answerPlaceholder')}
            size="md"
            {...form.getInputProps(`questions.${i}.answer`)}
          />
        </Fieldset>
      ))}
      {duplicated && (
        <p role="alert" style={{ color: 'var(--mantine-color-error)' }}>
          {duplicated}
        </p>
      )}
    </>
  );
}
