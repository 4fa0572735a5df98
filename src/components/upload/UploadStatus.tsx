import { Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '@/lib/upload';

/**
 * What an upload is doing, under its preview: progress with a cancel, a failure with a retry,
 * or done. Shared by the head image (profile) and the post files (publish).
 */
export function UploadStatus({
  state,
  onCancel,
  onRetry,
  name,
}: {
  state: UploadState;
  onCancel: () => void;
  onRetry: () => void;
  /** Which file, for screen readers when several are listed. */
  name: string;
}) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'uploading') {
    const percent = Math.round(state.progress * 100);
    return (
      <Group gap={6} wrap="nowrap" data-upload-state="uploading">
        <Progress
          value={percent}
          flex={1}
          size="sm"
          aria-label={`${name}: ${t('people.upload.progress', { percent })}`}
        />
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onCancel}
          aria-label={`${t('people.upload.cancel')} ${name}`}
        >
          {t('people.upload.cancel')}
        </Button>
      </Group>
    );
  }
  if (state.status === 'failed' || state.status === 'cancelled') {
    return (
      // Wraps: in a picture's tile (a third of the phone) the text and the retry do not fit on one
      // line in English or Japanese, and a cut "Retry upl" is worse than two lines.
      <Group gap={4} wrap="wrap" data-upload-state={state.status}>
        <Text
          size="xs"
          c={state.status === 'failed' ? 'red' : 'dimmed'}
          role={state.status === 'failed' ? 'alert' : undefined}
        >
          {state.status === 'failed' ? t('people.upload.failed') : t('people.upload.cancelled')}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={onRetry}
          aria-label={`${t('people.upload.retry')} ${name}`}
        >
          {t('people.upload.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Text size="xs" c="teal" data-upload-state="done">
      {t('people.upload.done')}
    </Text>
  );
}
