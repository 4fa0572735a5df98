import { Chip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGameTags } from '../api/games';
import classes from './games.module.css';

/** The game tags as one-choice chips, "all" first; the tags failing leaves just "all". */
export function GameTagChips({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (tagId: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data: tags } = useGameTags();
  return (
    <Chip.Group value={value ?? ''} onChange={(v) => onChange(String(v) || null)}>
      <div className={classes.chips} role="radiogroup" aria-label={t('games.tags')}>
        <Chip value="" size="sm">
          {t('games.all')}
        </Chip>
        {(tags ?? []).map((tag) => (
          <Chip key={tag.tagId} value={tag.tagId} size="sm">
            {tag.name}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}
