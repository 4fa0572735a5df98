import { Button, CloseButton, Group, Text, Textarea } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBrief } from '@/api/schemas/user';
import { useDraft } from '@/lib/drafts';
import { refusalText } from '@/lib/refusal-text';
import { useSensitiveWordCheck } from '@/lib/sensitive-words';
import type { ReplyTarget, SendInput } from './comment-mutations';
import { useImpressionPhrases } from './impression-phrases';
import classes from './comments.module.css';

/** What the box holds, kept as the draft: the text and whom it answers. */
interface ComposerValues {
  content: string;
  commentId: string;
  replyId: string;
  name: string;
}

/**
 * The box, rendered again only when what it shows changes (its text, error, labels). Mantine's
 * autosize measures the text after every render of the textarea (its layout effect has no
 * dependencies): a forced style and layout of the whole page each time. The form around it
 * renders again with every answer the post's page receives (the phrases, the word list, the
 * thread's state), and each of those measured the box again (post detail, 4x CPU: 120 ms of
 * Mantine in one task after the first paint).
 */
const ComposerBox = memo(Textarea);

export const commentDraftKey = (postId: string) => `comment:${postId}`;

export interface CommentComposerProps {
  postId: string;
  author: UserBrief | null;
  /** Set by the thread when the member taps "reply" on a comment or a reply. */
  target: ReplyTarget | null;
  onTargetChange: (target: ReplyTarget | null) => void;
  send: (input: SendInput) => Promise<unknown>;
  sending: boolean;
  /** Comments are closed and the member is not the author: the box is off. */
  closed: boolean;
  autoFocus?: boolean;
  /** Bumped by the thread to move the focus into the box (a tap on "reply"). */
  focusSignal: number;
}

/**
 * The comment box. A text holding a word of the sensitive-word list is stopped before it is sent
 * (src/lib/sensitive-words.ts). The text stays in the box until the server has taken it: a refusal
 * (empty, sensitive words, closed) shows its text under the box, decided by its code
 * (src/lib/refusal-text.ts), and keeps the text; the draft (sessionStorage) brings it back after a
 * reload or signing in again.
 */
export function CommentComposer(props: CommentComposerProps) {
  // A sent comment starts a fresh box (and a fresh draft): the draft hook stops writing once cleared.
  const [generation, setGeneration] = useState(0);
  return <ComposerForm key={generation} {...props} onSent={() => setGeneration((n) => n + 1)} />;
}

function ComposerForm({
  postId,
  author,
  target,
  onTargetChange,
  send,
  sending,
  closed,
  autoFocus,
  focusSignal,
  onSent,
}: CommentComposerProps & { onSent: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const hasSensitiveWord = useSensitiveWordCheck();
  const phrases = useImpressionPhrases();
  const box = useRef<HTMLTextAreaElement>(null);
  // Stable, so the memoised box does not render again for a new function (setting null twice is
  // no change to React).
  const onBoxChange = useCallback((e: ChangeEvent<HTMLTextAreaElement>) => {
    setContent(e.currentTarget.value);
    setError(null);
  }, []);
  // The draft holds the text and the reply target (the thread's state): a restored draft puts both back.
  const values = useMemo<ComposerValues>(
    () => ({
      content,
      commentId: target?.commentId ?? '',
      replyId: target?.replyId ?? '',
      name: target?.name ?? '',
    }),
    [content, target],
  );
  const setValues = useCallback(
    (next: Partial<ComposerValues>) => {
      if (next.content !== undefined) setContent(next.content);
      if (next.commentId)
        onTargetChange({
          commentId: next.commentId,
          replyId: next.replyId || undefined,
          name: next.name ?? '',
        });
    },
    [onTargetChange],
  );
  const draft = useDraft(commentDraftKey(postId), { values, setValues });
  useEffect(() => {
    if (focusSignal) box.current?.focus();
  }, [focusSignal]);

  const clearTarget = () => onTargetChange(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(t('comments.composer.empty'));
      return;
    }
    if (!author || checking) return;
    setError(null);
    // A known sensitive word is caught here: the text stays in the box, nothing is sent.
    setChecking(true);
    const hit = await hasSensitiveWord(content);
    setChecking(false);
    if (hit) {
      setError(t('sensitiveWords.hit'));
      return;
    }
    try {
      await send({ content, target, author });
      draft.clear();
      onTargetChange(null);
      onSent();
    } catch (e) {
      // The notification already told; the message stays beside the box that kept the text, in
      // our words for a catalogue refusal (sensitive words) and decided by its code (issue 25).
      setError(refusalText(e, t('comments.composer.failed')));
    }
  };

  if (closed) {
    return (
      <Text className={classes.composer} c="dimmed" data-comments-closed="">
        {t('comments.closedForOthers')}
      </Text>
    );
  }
  return (
    <form className={classes.composer} onSubmit={(e) => void submit(e)} noValidate>
      {target ? (
        <div className={classes.replyingTo}>
          <Text size="sm">{t('comments.composer.replyingTo', { name: target.name })}</Text>
          <CloseButton
            size="sm"
            aria-label={t('comments.composer.cancelReply')}
            onClick={clearTarget}
          />
        </div>
      ) : null}
      <ComposerBox
        ref={box}
        label={t('comments.composer.label')}
        placeholder={target ? `@${target.name}` : t('comments.composer.placeholder')}
        value={content}
        onChange={onBoxChange}
        error={error}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={500}
        autoFocus={autoFocus}
      />
      {phrases.length ? (
        <Group gap={6} mt="xs" role="group" aria-label={t('quickPhrases.label')}>
          {phrases.map((phrase) => (
            <Button
              key={phrase.id}
              variant="light"
              size="compact-sm"
              radius="xl"
              data-quick-phrase={phrase.id}
              onClick={() => {
                // Added where the text ends, so a phrase never replaces what was typed.
                setContent((text) =>
                  text.trim() ? `${text.trimEnd()} ${phrase.text}` : phrase.text,
                );
                setError(null);
                box.current?.focus();
              }}
            >
              {phrase.text}
            </Button>
          ))}
        </Group>
      ) : null}
      <Button type="submit" mt="xs" loading={sending || checking} fullWidth>
        {t(target ? 'comments.composer.sendReply' : 'comments.composer.send')}
      </Button>
    </form>
  );
}
