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
    // A neutral badge (readable in both schemes) with the state's colour as a dot.
    <Badge
      variant="default"
      radius="sm"
      tt="none"
      data-review-status={status}
      leftSection={
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: `var(--mantine-color-${COLOURS[status]}-6)`,
          }}
        />
      }
    >
      {t(`people.review.${status}`)}
    </Badge>
  );
}
