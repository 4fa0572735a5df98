import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@/api/schemas/message';
import { Page } from '@/components/page/Page';
import { QueryState } from '@/components/query-state/QueryState';
import { useDraft } from '@/lib/drafts';
import {
  useEditFeedback,
  useFeedbackList,
  useSendFeedback,
  type FeedbackInput,
} from '../api/feedback';
import { notifyFailure } from '@/lib/notify';
import { settingsClasses as classes } from '../components/SettingsRow';

/** The contract's limit for the content; the contact (a phone or a mail) is kept short. */
export const CONTENT_MAX = 500;
export const CONTACT_MAX = 50;

function FeedbackEntry({ entry, onEdit }: { entry: Feedback; onEdit: (entry: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={classes.card} data-feedback-id={entry.id}>
      <Text style={{ overflowWrap: 'anywhere' }}>{entry.content}</Text>
      <Text className={classes.meta}>
        {new Date(entry.createdAt).toLocaleString(i18n.language.replace('_', '-'))}
        {entry.contact ? ` · ${entry.contact}` : ''}
      </Text>
      {entry.reply ? (
        <div className={classes.reply}>
          <Text size="sm" fw={600}>
            {t('settings.feedback.reply')}
          </Text>
          <Text size="sm">{entry.reply}</Text>
        </div>
      ) : (
        <Group justify="space-between" mt={4}>
          <Text className={classes.meta}>{t('settings.feedback.waiting')}</Text>
          <Button variant="subtle" size="xs" onClick={() => onEdit(entry)}>
            {t('settings.feedback.edit')}
          </Button>
        </Group>
      )}
    </li>
  );
}

/**
 * /column/settings/feedback: write feedback (content and contact, with their limits), the list of
 * sent feedback with the support team's replies, and editing of an entry not answered yet. What
 * is typed is a draft: it survives a failed call and an expired session.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const list = useFeedbackList();
  const send = useSendFeedback();
  const edit = useEditFeedback();
  const [editing, setEditing] = useState<string | null>(null);
  const form = useForm<FeedbackInput>({
    initialValues: { content: '', contact: '' },
    validate: {
      content: (v) =>
        !v.trim()
          ? t('settings.feedback.contentRequired')
          : v.length > CONTENT_MAX
            ? t('settings.feedback.contentTooLong', { max: CONTENT_MAX })
            : null,
      contact: (v) =>
        v.length > CONTACT_MAX ? t('settings.feedback.contactTooLong', { max: CONTACT_MAX }) : null,
    },
  });
  const draft = useDraft('settings-feedback', form);
  const done = (message: string) => {
    draft.clear();
    form.reset();
    setEditing(null);
    notifications.show({ color: 'green', message });
  };
  const failed = (error: unknown) => notifyFailure(error, t('settings.feedback.failed'));

  return (
    <Page title={t('settings.feedback.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const body = { content: values.content.trim(), contact: values.contact.trim() };
          if (editing)
            edit.mutate(
              { ...body, id: editing },
              { onSuccess: () => done(t('settings.feedback.edited')), onError: failed },
            );
          else
            send.mutate(body, {
              onSuccess: () => done(t('settings.feedback.sent')),
              onError: failed,
            });
        })}
      >
        <Stack gap="md">
          {editing ? <Text fw={600}>{t('settings.feedback.editing')}</Text> : null}
          <Textarea
            size="md"
            autosize
            minRows={4}
            label={t('settings.feedback.content')}
            description={`${form.values.content.length}/${CONTENT_MAX}`}
            {...form.getInputProps('content')}
          />
          <TextInput
            size="md"
            label={t('settings.feedback.contact')}
            description={t('settings.feedback.contactHint')}
            {...form.getInputProps('contact')}
          />
          <Group grow>
            {editing ? (
              <Button
                variant="default"
                size="md"
                onClick={() => {
                  setEditing(null);
                  form.reset();
                }}
              >
                {t('settings.cancel')}
              </Button>
            ) : null}
            <Button type="submit" size="md" loading={send.isPending || edit.isPending}>
              {editing ? t('settings.save') : t('settings.feedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Text fw={600} mt="xl" mb="xs">
        {t('settings.feedback.sentList')}
      </Text>
      <QueryState
        query={list}
        empty={t('settings.feedback.empty')}
        isEmpty={(data) => data.pages.every((p) => p.resultList.length === 0)}
      >
        {(data) => (
          <ul className={classes.list} aria-label={t('settings.feedback.sentList')}>
            {data.pages
              .flatMap((p) => p.resultList)
              .map((entry) => (
                <FeedbackEntry
                  key={entry.id}
                  entry={entry}
                  onEdit={(e) => {
                    setEditing(e.id);
                    form.setValues({ content: e.content, contact: e.contact });
                    window.scrollTo({ top: 0 });
                  }}
                />
              ))}
          </ul>
        )}
      </QueryState>
      {list.hasNextPage ? (
        <Button
          variant="subtle"
          fullWidth
          loading={list.isFetchingNextPage}
          onClick={() => {
            if (!list.isFetching) void list.fetchNextPage();
          }}
        >
          {t('settings.more')}
        </Button>
      ) : null}
    </Page>
  );
}
