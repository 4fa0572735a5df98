import { Button, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Post } from '@/api/schemas/post';
import { postDetailHref } from '@/components/post-card/PostActions';
import { useDomains } from '@/lib/media';
// Not through '@/lib/media': every start-up module imports that index, and the app's start code
// would then carry the download code (its error class cannot be dropped as unused).
import {
  downloadCandidates,
  downloadFileName,
  fetchMediaFile,
  saveBlob,
} from '@/lib/media/download';
import { tokenAtom } from '@/lib/session';
import classes from './share-sheet.module.css';

const VIDEO_FILE = 2;

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed' };

/**
 * "Save video" for a video post: its download_url (section 3, postparam) from the download hosts
 * (domain type 2), the next host when one fails, saved as a file. Whoever may view the video may
 * save it (docs/contributors.md, open choices): a locked video offers its unlock options instead,
 * on the post's page. A signed-out visitor gets nothing here, as no media host is known without a
 * token (their videos do not play either).
 */
export function SaveVideo({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const domains = useDomains();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Closing the sheet mid-download stops the download (nothing is saved behind the member's back).
  useEffect(() => () => controller.current?.abort(), []);

  const video = post.files.find((f) => f.type === VIDEO_FILE);
  if (!video || !token) return null;

  if (!post.unlock)
    return (
      <Stack gap="xs" mt="md" align="center" data-testid="save-video" data-save-video="locked">
        <Text className={classes.tip}>{t('people.share.video.locked')}</Text>
        <Button
          radius="xl"
          variant="light"
          fullWidth
          onClick={() => {
            onClose();
            navigate(postDetailHref(post.postId));
          }}
        >
          {t('people.share.video.unlock')}
        </Button>
      </Stack>
    );

  const path = video.postVideoFile?.postparam.download_url ?? '';
  if (!path) return null;

  const save = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'saving' });
    try {
      const { blob } = await fetchMediaFile(downloadCandidates(domains.data), path, abort.signal);
      saveBlob(blob, downloadFileName(`post-${post.postId}`, path));
      setState({ kind: 'saved' });
    } catch {
      if (!abort.signal.aborted) setState({ kind: 'failed' });
    }
  };

  return (
    <Stack gap="xs" mt="md" align="center" data-testid="save-video" data-save-video={state.kind}>
      <Button
        radius="xl"
        variant="light"
        fullWidth
        loading={state.kind === 'saving' || domains.isPending}
        onClick={() => void save()}
      >
        {t('people.share.video.save')}
      </Button>
      {state.kind === 'saved' ? (
        <Text role="status" ta="center" className={classes.tip}>
          {t('people.share.video.saved')}
        </Text>
      ) : null}
      {state.kind === 'failed' ? (
        <Text role="alert" ta="center" size="sm" c="red">
          {t('people.share.video.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
