import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Snapshot } from '@/api/schemas/snapshot';
import { showNotification } from '@/lib/notify';
import { useRemoveSnapshot } from '../api/snapshots';
import { approvalPath, readersPath } from '../paths';
import classes from './reader.module.css';

/**
 * The author's own snapshot: who read it (the readers list), its review state (a link to the
 * review list: a new snapshot waits there until approved) and delete, asked twice. A failed
 * delete is shown by the error policy's notification and leaves the snapshot in place.
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
  const status = snapshot.reviewStatus ?? 'approved';
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
        component={Link}
        to={approvalPath(status)}
        variant="subtle"
        color="gray.0"
        onPointerDown={(e) => e.stopPropagation()}
        data-testid="snapshot-review"
        data-review-status={status}
      >
        {t(`snapshots.review.status.${status}`)}
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
