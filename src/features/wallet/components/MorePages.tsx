import { Button, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * "Load more" under a wallet list (details, VIP orders, card records, withdrawals), while the
 * server says there is a next page. A page that fails to load says so under the rows already
 * shown, which stay, and the same button tries it again.
 */
export function MorePages({ query, mt }: { query: PagedQuery; mt?: MantineSpacing }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  const failed = query.isFetchNextPageError && !query.isFetchingNextPage;
  return (
    <Stack gap="xs" mt={mt}>
      {failed ? (
        <Text role="alert" c="red" size="sm" ta="center">
          {t('wallet.details.moreFailed')}
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
        {t('wallet.details.more')}
      </Button>
    </Stack>
  );
}
