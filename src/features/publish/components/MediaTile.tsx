import { CloseButton } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '@/components/upload/UploadStatus';
import { useSlicedUpload, type UploadState } from '@/lib/upload';
import type { MediaKind } from '../publish-rules';
import classes from './publish.module.css';

/**
 * One chosen file: its local preview, its upload (started at once, with progress, cancel and
 * retry) and a remove button. Reports its state up so the form knows when all are stored.
 */
export function MediaTile({
  file,
  kind,
  index,
  onState,
  onRemove,
}: {
  file: File;
  kind: MediaKind;
  index: number;
  onState: (state: UploadState) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const upload = useSlicedUpload();
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  const name = t('people.publish.preview', { n: index + 1 });
  const { start, stop, state } = upload;

  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  useEffect(() => {
    start(file);
    return stop;
  }, [file, start, stop]);
  useEffect(() => onState(state), [state, onState]);

  return (
    <li className={classes.tile} data-testid="media-tile">
      {kind === 'video' ? (
        <video src={preview} className={classes.thumb} muted playsInline aria-label={name} />
      ) : (
        <img src={preview} alt={name} className={classes.thumb} />
      )}
      <CloseButton
        className={classes.remove}
        size="md"
        aria-label={`${t('people.upload.remove')} ${name}`}
        onClick={() => {
          if (state.status === 'uploading') upload.cancel();
          onRemove();
        }}
      />
      <UploadStatus state={state} onCancel={upload.cancel} onRetry={upload.retry} name={name} />
    </li>
  );
}
