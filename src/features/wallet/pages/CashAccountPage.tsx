import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BankCard } from '@/api/schemas/wallet';
import { Page, pageClasses } from '@/components/page/Page';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { useBankCards, useDeleteBankCard } from '../api/bank';
import { detailRowClasses } from '../components/DetailRow';
import { QueryState } from '@/components/query-state/QueryState';

/** /wallet/balance/cash/account: the member's bank cards; add one, delete one. */
export function CashAccountPage() {
  const { t } = useTranslation();
  const cards = useBankCards();
  const remove = useDeleteBankCard();
  const [deleting, setDeleting] = useState<BankCard | null>(null);

  return (
    <Page title={t('wallet.bank.title')}>
      <QueryState query={cards} skeletonRows={2} empty={t('wallet.bank.empty')}>
        {(list) => (
          <ul className={detailRowClasses.list} aria-label={t('wallet.bank.title')}>
            {list.map((card) => (
              <li key={card.id} className={detailRowClasses.row} data-testid="bank-card">
                <span className={detailRowClasses.text}>
                  <span>{card.bankName}</span>
                  <span className={pageClasses.secondary}>
                    {card.holderName} · {card.cardNumber}
                  </span>
                </span>
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  ml="auto"
                  className={detailRowClasses.action}
                  aria-label={t('wallet.bank.deleteNamed', {
                    bank: card.bankName,
                    tail: card.tailNumber,
                  })}
                  onClick={() => setDeleting(card)}
                >
                  {t('wallet.bank.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button component={Link} to={WALLET_PATHS.addBankCard} size="lg" radius="xl">
        {t('wallet.bank.add')}
      </Button>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('wallet.bank.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('pay.close') }}
      >
        <Stack gap="md">
          <Text>
            {deleting
              ? t('wallet.bank.deleteBody', { bank: deleting.bankName, tail: deleting.tailNumber })
              : null}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={() => setDeleting(null)}>
              {t('wallet.bank.cancel')}
            </Button>
            <Button
              color="red"
              size="md"
              loading={remove.isPending}
              onClick={() => {
                if (!deleting || remove.isPending) return;
                remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
              }}
            >
              {t('wallet.bank.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
