import { Button, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '@/api/client';
import { commentsEndpoints } from '@/api/endpoints/comments';
import { endpointQuery } from '@/api/query-key';

/** What is reported: a post, a comment, a reply or a user, and whose it is. */
export interface ReportTarget {
  kind: 'post' | 'comment' | 'reply' | 'user';
  /** The post's, comment's, reply's or user's id. */
  id: string;
  /** The author of the content (or the user reported). */
  user: { userId: string; username: string };
  /** The post the content is on (comments and replies). */
  postId?: string;
  /** The comment a reply belongs to. */
  commentId?: string;
}

/** The success flag shows this long before the dialog closes (section 9). */
export const REPORT_SUCCESS_MS = 800;

function reportBody(target: ReportTarget, typeId: string, content: string) {
  const base = {
    typeId,
    content: content.trim(),
    reportUsername: target.user.username,
    reportUserId: target.user.userId,
  };
  switch (target.kind) {
    case 'post':
      return { ...base, postId: target.id };
    case 'comment':
      return { ...base, postId: target.postId, commentId: target.id };
    case 'reply':
      return { ...base, postId: target.postId, commentId: target.commentId, replyId: target.id };
    case 'user':
      return base;
  }
}

export interface ReportDialogProps {
  /** The dialog is open while a target is set. */
  target: ReportTarget | null;
  onClose: () => void;
}

/**
 * The report dialog: a reason (the server's list, in the member's language) and a description,
 * both required. A failed report keeps what was typed (the error policy shows the server's
 * message); a successful one shows the success flag for 800 ms, then closes.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(`comments.report.title.${target?.kind ?? 'comment'}`)}
      centered
      closeButtonProps={{ 'aria-label': t('comments.close') }}
    >
      {target ? (
        <ReportForm key={`${target.kind}:${target.id}`} target={target} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const reasons = useQuery(
    endpointQuery(commentsEndpoints.reportTypes, {}, { staleTime: 10 * 60_000 }),
  );
  const [typeId, setTypeId] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; content?: string }>({});
  const send = useMutation({
    mutationFn: () =>
      request(commentsEndpoints.report, { body: reportBody(target, typeId, content) }),
  });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onDone, REPORT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onDone]);

  if (send.isSuccess) {
    return (
      <Text role="status" ta="center" py="lg" data-report-success="">
        {t('comments.report.success')}
      </Text>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = {
      reason: typeId ? undefined : t('comments.report.reasonRequired'),
      content: content.trim() ? undefined : t('comments.report.contentRequired'),
    };
    setErrors(next);
    if (!next.reason && !next.content) send.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(target.kind === 'user' ? 'comments.report.aboutUser' : 'comments.report.about', {
            name: target.user.username,
          })}
        </Text>
        <Radio.Group
          label={t('comments.report.reason')}
          value={typeId}
          onChange={setTypeId}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {reasons.status === 'pending' ? (
              <Text size="sm">{t('common.loading')}</Text>
            ) : reasons.status === 'error' ? (
              <Button variant="subtle" onClick={() => void reasons.refetch()}>
                {t('common.retry')}
              </Button>
            ) : (
              reasons.data.map((r) => <Radio key={r.id} value={r.id} label={r.name} />)
            )}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('comments.report.content')}
          placeholder={t('comments.report.contentPlaceholder')}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={errors.content}
          withAsterisk
          autosize
          minRows={3}
          maxLength={200}
        />
        <Button type="submit" loading={send.isPending}>
          {t('comments.report.submit')}
        </Button>
      </Stack>
    </form>
  );
}
