import { Chip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './feed.module.css';

interface TagChipsProps {
  tags: ReadonlyArray<{ tagId: string; name: string }>;
  /** The chosen tag; null is "all". */
  value: string | null;
  onChange(tagId: string | null): void;
  /** Accessible name of the row. */
  label: string;
}

/** A row of tags with "all" first, picking one at a time (find topics, game tags). */
export function TagChips({ tags, value, onChange, label }: TagChipsProps) {
  const { t } = useTranslation();
  return (
    <Chip.Group value={value ?? ''} onChange={(v) => onChange(String(v) || null)}>
      <div className={classes.chips} role="radiogroup" aria-label={label}>
        <Chip value="" size="sm">
          {t('feed.find.all')}
        </Chip>
        {tags.map((tag) => (
          <Chip key={tag.tagId} value={tag.tagId} size="sm">
            {tag.name}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}
