import { FileButton, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '@/lib/upload';
import type { NewPost } from '../api/publish';
import {
  MAX_PICTURES,
  PICTURE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  acceptFiles,
  mediaKind,
  type MediaKind,
} from '../publish-rules';
import { MediaTile } from './MediaTile';
import classes from './publish.module.css';

interface MediaItem {
  key: string;
  file: File;
  kind: MediaKind;
}

/** The chosen files and what each upload has reached. */
export function useMediaList() {
  const [items, setItems] = useState<MediaItem[]>([]);
  const states = useRef(new Map<string, UploadState>());
  const [refused, setRefused] = useState<string | null>(null);
  /** How many of the last pick were not added (the limit's message says it). */
  const [leftOut, setLeftOut] = useState(0);

  const add = useCallback(
    (files: File[]) => {
      const incoming = files.map((file) => ({ file, kind: mediaKind(file), size: file.size }));
      const { accepted, refused: why } = acceptFiles(
        items.map((i) => i.kind),
        incoming,
      );
      setRefused(why);
      setLeftOut(incoming.length - accepted.length);
      const added = accepted.map((index) => ({
        key: `${Date.now()}-${index}-${incoming[index]!.file.name}`,
        file: incoming[index]!.file,
        kind: incoming[index]!.kind!,
      }));
      setItems((current) => [...current, ...added]);
    },
    [items],
  );
  const remove = useCallback((key: string) => {
    states.current.delete(key);
    setItems((current) => current.filter((i) => i.key !== key));
  }, []);
  const report = useCallback((key: string, state: UploadState) => {
    states.current.set(key, state);
  }, []);
  /** The stored files for the post, or null while any upload is unfinished. */
  const storedFiles = useCallback((): NewPost['files'] | null => {
    const files: NewPost['files'] = [];
    for (const item of items) {
      const state = states.current.get(item.key);
      if (state?.status !== 'done') return null;
      files.push({ type: item.kind === 'video' ? 2 : 1, url: state.url });
    }
    return files;
  }, [items]);
  const clear = useCallback(() => {
    states.current.clear();
    setItems([]);
  }, []);
  return { items, refused, leftOut, add, remove, report, storedFiles, clear };
}

export function MediaPicker({ media }: { media: ReturnType<typeof useMediaList> }) {
  const { t } = useTranslation();
  const full = media.items.length >= MAX_PICTURES || media.items.some((i) => i.kind === 'video');
  return (
    <div>
      <Text fw={500} size="sm">
        {t('people.publish.media')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('people.publish.limit', { max: MAX_PICTURES })}
      </Text>
      <ul
        className={classes.tiles}
        aria-label={t('people.publish.media')}
        data-count={media.items.length}
      >
        {media.items.map((item, index) => (
          <MediaTile
            key={item.key}
            file={item.file}
            kind={item.kind}
            index={index}
            onState={(state) => media.report(item.key, state)}
            onRemove={() => media.remove(item.key)}
          />
        ))}
        {full ? null : (
          <li>
            <FileButton onChange={media.add} accept="image/*,video/*" multiple>
              {(props) => (
                <button type="button" {...props} className={classes.add}>
                  {t('people.publish.add')}
                </button>
              )}
            </FileButton>
          </li>
        )}
      </ul>
      {media.refused ? (
        <Text size="xs" c="red" role="alert" mt={4} data-testid="media-refused">
          {t(media.refused, {
            max:
              media.refused === 'people.upload.tooBig'
                ? `${PICTURE_MAX_BYTES / 1024 / 1024}/${VIDEO_MAX_BYTES / 1024 / 1024}`
                : MAX_PICTURES,
            count: media.leftOut,
          })}
        </Text>
      ) : null}
    </div>
  );
}
