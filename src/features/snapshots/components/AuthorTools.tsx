import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Snapshot } from '@/api/schemas/snapshot';
import { showNotification } from '@/lib/notify';
import { useRemoveSnapshot } from '../api/snapshots';
import { readersPath } from '../paths';
import classes from './reader.module.css';

/**
 * The author's own snapshot: who read it (the readers list) and delete, asked twice. A failed
 * delete is shown by the error policy's notification and leaves the snapshot in place. (Its
 * review state is in the head, ReaderHead.)
 */
export function AuthorTools({
  snapshot,
  onDeleted,
}: {
  snapshot: Snapshot;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveSnapshot();
  const [asking, setAsking] = useState(false);
  return (
    <div className={classes.foot}>
      <Button
        component={Link}
        to={readersPath(snapshot.id)}
        variant="subtle"
        color="gray.0"
        onPointerDown={(e) => e.stopPropagation()}
        data-testid="snapshot-readers"
      >
        {t('snapshots.readers', { n: snapshot.readNum })}
      </Button>
      <Button
        variant={asking ? 'filled' : 'subtle'}
        color={asking ? 'red.9' : 'gray.0'}
        loading={remove.isPending}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => {
          if (!asking) return setAsking(true);
          remove.mutate(snapshot.id, {
            onSuccess: () => {
              showNotification({ color: 'green', message: t('snapshots.deleted') });
              onDeleted();
            },
            onSettled: () => setAsking(false),
          });
        }}
      >
        {asking ? t('snapshots.confirmDelete') : t('snapshots.delete')}
      </Button>
    </div>
  );
}
