import { PinInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PayPasswordInput.module.css';

export interface PayPasswordInputProps {
  /** Called with the 6 digits when the 6th is entered. */
  onComplete: (password: string) => void;
  disabled?: boolean;
  /** Changing it clears the digits (after a failed payment). */
  resetKey?: number;
  autoFocus?: boolean;
}

/** The 6-digit pay password (section 5: exactly 6 numeric digits), masked, one box per digit. */
export function PayPasswordInput({
  onComplete,
  disabled,
  resetKey = 0,
  autoFocus = true,
}: PayPasswordInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [seenReset, setSeenReset] = useState(resetKey);
  if (seenReset !== resetKey) {
    setSeenReset(resetKey);
    setValue('');
  }
  // After a reset (a failed try) the member types again from the first box. Without this the
  // focus stayed on the 6th box, or was lost if the boxes were disabled for a frame while the
  // answer was awaited: which one depended on how fast the answer came.
  const firstBox = useRef<HTMLInputElement>(null);
  const initialResetKey = useRef(resetKey);
  useEffect(() => {
    if (disabled || resetKey === initialResetKey.current) return;
    firstBox.current?.focus();
  }, [resetKey, disabled]);
  return (
    <PinInput
      ref={firstBox}
      length={6}
      type="number"
      mask
      size="lg"
      gap="xs"
      classNames={{ root: classes.root, pinInput: classes.pinInput }}
      autoFocus={autoFocus}
      disabled={disabled}
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      getInputProps={(index) => ({
        'aria-label': t('pay.password.digit', { n: index + 1, total: 6 }),
      })}
    />
  );
}
