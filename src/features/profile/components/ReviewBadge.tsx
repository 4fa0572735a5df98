import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@/api/schemas/post';

const COLOURS: Record<ReviewStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** The review state of one of the member's own posts. */
export function ReviewBadge({ status }: { status: ReviewStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      radius="sm"
      tt="none"
      data-review-status={status}
    >
      {t(`people.review.${status}`)}
    </Badge>
  );
}
