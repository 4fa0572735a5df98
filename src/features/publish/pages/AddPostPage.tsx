import { notifyGeneralFailure } from '@/lib/notify';
import { Alert, Button, Chip, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page/Page';
import { useCurrentUser } from '@/lib/current-user';
import { useDraft } from '@/lib/drafts';
import { refusalText } from '@/lib/refusal-text';
import { useSensitiveWordCheck } from '@/lib/sensitive-words';
import { usePublishPost, useTagChoices } from '../api/publish';
import { MediaPicker, useMediaList } from '../components/MediaPicker';
import { CONTENT_MAX } from '../publish-rules';

/** The user tags of certified creators: only they post in the certified channel (section 5). */
const CERTIFIED_TAGS = ['女神认证', '男神认证'];

interface PostFormValues {
  content: string;
  tagIds: string[];
  certifiedChannel: boolean;
}

/**
 * /column/addPost: text, up to 9 pictures or one video (each uploads at once, with progress,
 * cancel and retry), tags, and the certified channel for creators. A known sensitive word is
 * caught before sending (src/lib/sensitive-words.ts). A refusal is shown by its code (a
 * catalogue refusal such as sensitive words in our words: src/lib/refusal-text.ts) and the draft
 * stays; success says 'submitted, waiting for review'.
 */
export function AddPostPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <Page title={t('people.publish.title')}>
      {done ? (
        <Submitted onAnother={() => setDone(false)} />
      ) : (
        <PostForm onDone={() => setDone(true)} />
      )}
    </Page>
  );
}

function Submitted({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py="lg" ta="center" data-testid="publish-submitted">
      <Text fw={700} size="lg" role="status">
        {t('people.publish.submitted')}
      </Text>
      <Text c="dimmed">{t('people.publish.submittedText')}</Text>
      <Button component={Link} to="/column/myOwnPost" radius="xl">
        {t('people.publish.seeOwn')}
      </Button>
      <Button variant="default" radius="xl" onClick={onAnother}>
        {t('people.publish.another')}
      </Button>
    </Stack>
  );
}

function PostForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const tags = useTagChoices();
  const publish = usePublishPost();
  const media = useMediaList();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const hasSensitiveWord = useSensitiveWordCheck();
  const certified = (me.data?.tags ?? []).some((tag) => CERTIFIED_TAGS.includes(tag));
  const form = useForm<PostFormValues>({
    initialValues: { content: '', tagIds: [], certifiedChannel: false },
    validate: {
      content: (v) =>
        Array.from(v).length > CONTENT_MAX
          ? t('people.publish.errors.tooLong', { max: CONTENT_MAX })
          : null,
    },
  });
  const draft = useDraft('people.addPost', form);

  const submit = form.onSubmit(async (values) => {
    if (checking) return;
    setProblem(null);
    if (!values.content.trim() && media.items.length === 0) {
      setProblem(t('people.publish.errors.empty'));
      return;
    }
    const files = media.storedFiles();
    if (!files) {
      setProblem(t('people.publish.waitUploads'));
      return;
    }
    // A known sensitive word stops the post here; the text and the pictures stay.
    setChecking(true);
    const hit = await hasSensitiveWord(values.content);
    setChecking(false);
    if (hit) {
      setProblem(t('sensitiveWords.hit'));
      return;
    }
    publish.mutate(
      {
        content: values.content,
        files,
        tagIds: values.tagIds,
        access: values.certifiedChannel && certified ? 'subscription' : 'free',
      },
      {
        onSuccess: () => {
          draft.clear();
          media.clear();
          onDone();
        },
        // Decided by the refusal's code (a catalogue refusal in our words), never its wording.
        onError: (error) => {
          // errors.tsv: a 10000 is also a red notice with the server's message.
          notifyGeneralFailure(error);
          setProblem(
            t('people.publish.failed', {
              message: refusalText(error, t('people.publish.noAnswer')),
            }),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('people.publish.content')}
          placeholder={t('people.publish.placeholder')}
          description={`${Array.from(form.values.content).length}/${CONTENT_MAX}`}
          autosize
          minRows={4}
          {...form.getInputProps('content')}
        />
        <MediaPicker media={media} />
        {tags.data?.length ? (
          <Stack gap={4}>
            <Text fw={500} size="sm" id="publish-tags">
              {t('people.publish.tags')}
            </Text>
            <Chip.Group
              multiple
              value={form.values.tagIds}
              onChange={(v) => form.setFieldValue('tagIds', v)}
            >
              <Group gap={6} role="group" aria-labelledby="publish-tags">
                {tags.data.slice(0, 12).map((tag) => (
                  <Chip key={tag.tagId} value={tag.tagId} size="sm">
                    {tag.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        ) : null}
        <Switch
          label={t('people.publish.channel')}
          checked={form.values.certifiedChannel}
          onChange={(e) => form.setFieldValue('certifiedChannel', e.currentTarget.checked)}
        />
        {/* Not while the member's tags are on their way: a creator who turned the channel on at
            once was told it was locked, until they came. Submit waits for them either way. */}
        {form.values.certifiedChannel && !certified && !me.isLoading ? (
          <Alert color="yellow" data-testid="channel-locked">
            <Text size="sm">{t('people.publish.channelLocked')}</Text>
            <Button component={Link} to="/column/face" size="compact-sm" variant="light" mt={6}>
              {t('people.publish.certify')}
            </Button>
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert" data-testid="publish-problem">
            {problem}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          radius="xl"
          loading={publish.isPending || checking}
          disabled={form.values.certifiedChannel && !certified}
        >
          {t('people.publish.submit')}
        </Button>
      </Stack>
    </form>
  );
}
