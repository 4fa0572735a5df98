import { Alert, Button, Fieldset, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSecurityQuestionList } from '../api/security-questions';
import classes from '../pages/auth.module.css';
import type { RegisterValues } from './register-form';

/** Three grey blocks where the three question fields will be, while the list loads. */
function QuestionsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      role="status"
      aria-busy="true"
      aria-label={t('accounts.register.questionsLoading')}
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={132} radius="md" data-testid="questions-skeleton" />
      ))}
    </Stack>
  );
}

/**
 * Step four: three distinct security questions of the ten (listed by the server, in the member's
 * language), each with its answer. A question chosen in one place is still offered in the others:
 * choosing it twice gets the catalogue message ('Security questions cannot be duplicated!') rather
 * than a silently shrinking list. If the list cannot be loaded, the member can try again; nothing
 * typed in the earlier steps is touched.
 */
export function QuestionsStep({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const { t, i18n } = useTranslation();
  const list = useSecurityQuestionList(i18n.language);
  const duplicated = form.errors.questions;

  if (list.isPending) return <QuestionsSkeleton />;
  if (list.isError)
    return (
      <Alert color="red" variant="light" title={t('accounts.register.questionsFailed')}>
        <Button
          mt="xs"
          variant="light"
          color="red"
          size="md"
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t('accounts.retry')}
        </Button>
      </Alert>
    );

  const options = list.data.map((q) => ({ value: String(q.questionId), label: q.question }));
  return (
    <>
      <p>{t('accounts.register.questionsIntro')}</p>
      {form.values.questions.map((_, i) => (
        <Fieldset
          key={i}
          legend={t('accounts.register.questionN', { n: i + 1 })}
          variant="unstyled"
          classNames={{ root: classes.fieldset, legend: classes.legend }}
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
