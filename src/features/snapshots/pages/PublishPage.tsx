import { Alert, Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { snapshotPath } from '@/components/snapshot-strip';
import { Page } from '@/components/page/Page';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';
import { useSensitiveWordCheck } from '@/lib/sensitive-words';
import { userIdAtom } from '@/lib/session';
import { useSlicedUpload } from '@/lib/upload';
import { useAddSnapshot } from '../api/snapshots';
import classes from '../components/snapshots.module.css';

const DRAFT = 'snapshot-publish';
/** A caption is one line under the picture. */
export const CAPTION_MAX = 100;

/** What was picked, and a local preview of it (never uploaded twice). */
function usePicked() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  // The previous preview is let go when another file is picked, and on leaving.
  const url = picked?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return {
    file: picked?.file ?? null,
    preview: url ?? null,
    setFile: (file: File) => setPicked({ file, url: URL.createObjectURL(file) }),
  };
}

/**
 * /post/snapshot/publish — a snapshot from a picture or a clip. The file uploads as soon as it is
 * picked (progress, cancel, retry from the failed slice); a caption with a known sensitive word is
 * stopped before sending; the caption is kept as a draft, so a refused caption (sensitive words) or an expired session loses nothing.
 */
export function PublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const owner = useAtomValue(userIdAtom);
  const picked = usePicked();
  const upload = useSlicedUpload();
  const add = useAddSnapshot();
  const hasSensitiveWord = useSensitiveWordCheck();
  const [checking, setChecking] = useState(false);
  const [sensitive, setSensitive] = useState(false);
  const [caption, setCaption] = useState(
    () => readDraft<{ caption: string }>(DRAFT, owner)?.caption ?? '',
  );
  useEffect(() => writeDraft(DRAFT, owner, { caption }), [caption, owner]);
  // Leaving the screen stops an upload still running.
  const { stop } = upload;
  useEffect(() => stop, [stop]);

  const isVideo = picked.file?.type.startsWith('video/') ?? false;
  const { state } = upload;
  const tooLong = caption.length > CAPTION_MAX;

  const publish = async () => {
    if (state.status !== 'done' || tooLong || checking) return;
    // A known sensitive word stops the caption here; the caption and the upload stay.
    setChecking(true);
    const hit = await hasSensitiveWord(caption);
    setChecking(false);
    setSensitive(hit);
    if (hit) return;
    add.mutate(
      { content: caption.trim(), type: isVideo ? 2 : 1, fileUrl: state.url },
      {
        onSuccess: (snapshot) => {
          clearDraft(DRAFT);
          navigate(snapshotPath(snapshot.id), { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t('snapshots.publishTitle')}>
      <Stack gap="md">
        <div className={classes.preview}>
          {picked.preview ? (
            isVideo ? (
              <video
                src={picked.preview}
                muted
                playsInline
                controls
                aria-label={t('snapshots.clip')}
              />
            ) : (
              <img src={picked.preview} alt={t('snapshots.picture')} />
            )
          ) : (
            <Text c="dimmed">{t('snapshots.pickHint')}</Text>
          )}
        </div>
        <FileButton
          accept="image/*,video/*"
          onChange={(file) => {
            if (!file) return;
            upload.stop();
            picked.setFile(file);
            upload.start(file);
          }}
        >
          {(props) => (
            <Button variant="light" size="md" {...props} data-testid="pick-file">
              {picked.file ? t('snapshots.pickAnother') : t('snapshots.pick')}
            </Button>
          )}
        </FileButton>

        {state.status === 'uploading' || state.status === 'failed' ? (
          <Stack gap={4}>
            <Progress
              value={Math.round(state.progress * 100)}
              color={state.status === 'failed' ? 'red' : undefined}
              aria-label={t('snapshots.uploading')}
              data-testid="upload-progress"
            />
            <Group justify="space-between">
              <Text size="sm" role={state.status === 'failed' ? 'alert' : 'status'}>
                {state.status === 'failed'
                  ? t('snapshots.uploadFailed')
                  : t('snapshots.uploadProgress', { n: Math.round(state.progress * 100) })}
              </Text>
              {state.status === 'failed' ? (
                <Button size="compact-md" variant="light" onClick={upload.retry}>
                  {t('common.retry')}
                </Button>
              ) : (
                <Button size="compact-md" variant="subtle" color="gray" onClick={upload.cancel}>
                  {t('snapshots.cancelUpload')}
                </Button>
              )}
            </Group>
          </Stack>
        ) : null}
        {state.status === 'cancelled' ? (
          <Text size="sm" role="status">
            {t('snapshots.uploadCancelled')}
          </Text>
        ) : null}
        {state.status === 'done' ? (
          <Text size="sm" role="status" data-testid="upload-done">
            {t('snapshots.uploaded')}
          </Text>
        ) : null}

        <TextInput
          size="md"
          label={t('snapshots.caption')}
          value={caption}
          onChange={(e) => {
            setCaption(e.currentTarget.value);
            setSensitive(false);
          }}
          error={
            tooLong
              ? t('snapshots.captionTooLong', { max: CAPTION_MAX })
              : sensitive
                ? t('sensitiveWords.hit')
                : undefined
          }
        />
        {add.error ? (
          <Alert color="red" role="alert" data-testid="publish-error">
            {add.error.message || t('snapshots.publishFailed')}
          </Alert>
        ) : null}
        <Button
          size="md"
          onClick={() => void publish()}
          disabled={state.status !== 'done' || tooLong}
          loading={add.isPending || checking}
        >
          {t('snapshots.publish')}
        </Button>
      </Stack>
    </Page>
  );
}
