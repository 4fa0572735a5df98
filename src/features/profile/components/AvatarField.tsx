import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/Avatar';
import { UploadStatus } from '@/components/upload/UploadStatus';
import { useSlicedUpload } from '@/lib/upload';
import { AVATAR_MAX_BYTES } from '../edit-rules';
import classes from './profile.module.css';

/**
 * The head image: the current one, or a local preview of the chosen file while it uploads (with
 * progress, cancel and retry). `onUploaded` gets the stored path once the upload is done.
 */
export function AvatarField({
  headImgUrl,
  name,
  onUploaded,
}: {
  headImgUrl: string | null;
  name: string;
  onUploaded: (path: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useSlicedUpload(onUploaded);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    setTooBig(file.size > AVATAR_MAX_BYTES);
    if (file.size > AVATAR_MAX_BYTES) return;
    setPreview(URL.createObjectURL(file));
    upload.start(file);
  };

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {t('people.edit.avatar')}
      </Text>
      <Group>
        {preview ? (
          <img
            src={preview}
            alt={t('people.edit.avatar')}
            width={72}
            height={72}
            className={classes.preview}
            data-testid="avatar-preview"
          />
        ) : (
          <Avatar headImgUrl={headImgUrl} alt={name} size={72} />
        )}
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button {...props} variant="default" radius="xl">
              {t('people.edit.changeAvatar')}
            </Button>
          )}
        </FileButton>
      </Group>
      {tooBig ? (
        <Text size="xs" c="red" role="alert">
          {t('people.upload.tooBig', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </Text>
      ) : null}
      <UploadStatus
        state={upload.state}
        onCancel={upload.cancel}
        onRetry={upload.retry}
        name={t('people.edit.avatar')}
      />
    </Stack>
  );
}
