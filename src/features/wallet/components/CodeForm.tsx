import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseCardCode } from '@/api/schemas/wallet';
import { isRefused } from './refused';
import { ErrorText } from './states';

export interface CodeFormProps {
  label: string;
  description: string;
  submitLabel: string;
  /** Locale keys of the two local checks. */
  requiredKey: string;
  invalidKey: string;
  /** What a code is once spaces and dashes are gone and letters are upper case. */
  pattern: RegExp;
  pending: boolean;
  /** Sends the normalised code; resolves on success (the form then clears), rejects with the error. */
  onRedeem: (code: string) => Promise<unknown>;
  /** What a failure other than a refusal means, when the screen knows better than "no answer". */
  describeFailure?: (error: unknown) => string | null;
  /** Said while a lost answer is read back (the outcome is unknown, not failed). */
  checkingText?: string | null;
}

/**
 * One code field and its button (a recharge card, an exchange code). The local checks and the
 * server's refusal ('already used', 'expired') show under the field, in the member's language,
 * and what was typed stays so it can be corrected; a lost answer says so above the button. A
 * second tap while a code is on its way sends nothing.
 */
export function CodeForm(props: CodeFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = normaliseCardCode(value);
        if (!code) return t(props.requiredKey);
        return props.pattern.test(code) ? null : t(props.invalidKey);
      },
    },
  });

  const redeem = async (code: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await props.onRedeem(normaliseCardCode(code));
      form.reset();
    } catch (error) {
      if (isRefused(error) && error instanceof Error && error.message)
        form.setFieldError('code', error.message);
      else setFailure(props.describeFailure?.(error) ?? t('wallet.codes.failed'));
    } finally {
      inFlight.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate().hasErrors) void redeem(form.getValues().code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={props.label}
          description={props.description}
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          {...form.getInputProps('code')}
        />
        {props.checkingText ? (
          <Text role="status" data-testid="code-checking">
            {props.checkingText}
          </Text>
        ) : null}
        {failure ? <ErrorText>{failure}</ErrorText> : null}
        <Button type="submit" size="lg" radius="xl" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
