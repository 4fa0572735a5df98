import { Button, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * "Load more" under a paged list (the wallet's details, VIP orders, card records and withdrawals;
 * the activity tab's messages), while the server says there is a next page. A page that fails to
 * load says so under the rows already shown, which stay, and the same button tries it again: the
 * error policy says nothing of a network failure, and its notice of another closes by itself.
 */
export function MorePages({ query, mt }: { query: PagedQuery; mt?: MantineSpacing }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  const failed = query.isFetchNextPageError && !query.isFetchingNextPage;
  return (
    <Stack gap="xs" mt={mt}>
      {failed ? (
        <Text role="alert" c="red" size="sm" ta="center">
          {t('common.moreFailed')}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="md"
        loading={query.isFetchingNextPage}
        onClick={() => {
          // A load is ignored while one is in flight (content spec section 4).
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }}
      >
        {t('common.more')}
      </Button>
    </Stack>
  );
}
