import { Button, Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface CodeInputProps {
  /** The form's props of the code field (value, onChange, error...). */
  input: GetInputPropsReturnType;
  /** The send-out button's text while no countdown runs ('Send code', 'Send again'). */
  sendLabel: string;
  onSend: () => void;
  sending: boolean;
  /** Seconds until another code may be asked for; the button waits that long. */
  secondsLeft: number;
}

/**
 * The verification code with its send-out button beside the input itself (not beside the label or
 * the error message, which span the whole width below): the button stays level with the box
 * whatever message shows under it.
 */
export function CodeInput({ input, sendLabel, onSend, sending, secondsLeft }: CodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('accounts.register.code')}
      placeholder={t('accounts.register.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      size="md"
      inputContainer={(box) => (
        <Group wrap="nowrap" gap="xs" align="center">
          <div style={{ flex: 1 }}>{box}</div>
          <Button
            variant="light"
            size="md"
            mih={44}
            onClick={onSend}
            loading={sending}
            disabled={secondsLeft > 0}
            // A countdown: the visual baselines show the button, not the second it was caught at.
            data-visual="mask"
          >
            {secondsLeft > 0
              ? t('accounts.register.resendIn', { seconds: secondsLeft })
              : sendLabel}
          </Button>
        </Group>
      )}
      {...input}
    />
  );
}
