import { Button, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/lib/drafts';
import { useSensitiveWordCheck } from '@/lib/sensitive-words';
import classes from './chat.module.css';

/** The contract's limit of one message. */
export const MESSAGE_MAX_LENGTH = 500;

/**
 * Writes a message. The draft is kept per conversation (src/lib/drafts.ts): leaving and coming
 * back, a reload, or signing in again finds it as it was. A text with a sensitive word is not
 * sent and stays as typed. Ctrl/⌘+Enter sends; Enter alone is a new line, as on a phone.
 */
export function Composer({
  draftKey,
  label,
  onSend,
}: {
  draftKey: string;
  label: string;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sensitive, setSensitive] = useState(false);
  const [checking, setChecking] = useState(false);
  const hasSensitiveWord = useSensitiveWordCheck();
  const form = useMemo(
    () => ({
      values: { text },
      setValues: (values: Partial<{ text: string }>) => setText(values.text ?? ''),
    }),
    [text],
  );
  useDraft(`chat:${draftKey}`, form);
  const ready = text.trim() !== '' && !checking;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    setChecking(true);
    const hit = await hasSensitiveWord(text);
    setChecking(false);
    setSensitive(hit);
    if (hit) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <form className={classes.composer} onSubmit={(e) => void submit(e)} data-chat-composer="">
      {sensitive ? (
        <p className={classes.sensitive} role="alert">
          {t('sensitiveWords.hit')}
        </p>
      ) : null}
      <Textarea
        className={classes.composerInput}
        aria-label={label}
        placeholder={t('chat.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (sensitive) setSensitive(false);
        }}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        radius="lg"
        size="md"
        error={sensitive || undefined}
      />
      <Button type="submit" radius="xl" size="md" disabled={!ready} loading={checking}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
