import { UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '@/lib/format';
import classes from './PostCard.module.css';

/**
 * Post text: over 40 characters, the first 40 and an ellipsis with an expand / collapse toggle
 * (section 3). Always a text node: a post saying `<img onerror=…>` shows exactly that.
 */
export function PostText({ content, full = false }: { content: string; full?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = truncate(content);
  if (!content) return null;
  if (full || !preview.truncated) return <p className={classes.text}>{content}</p>;
  return (
    <p className={classes.text} id={id}>
      {expanded ? content : `${preview.text}…`}{' '}
      <UnstyledButton
        className={classes.more}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t('post.card.collapse') : t('post.card.expand')}
      </UnstyledButton>
    </p>
  );
}
