import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { endpointKey } from '@/api/query-key';

/** The member's bank cards. */
export function bankCardsQuery() {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.bankCards, {}),
    queryFn: ({ signal }) => request(walletEndpoints.bankCards, {}, { signal }),
  });
}

export function useBankCards() {
  return useQuery(bankCardsQuery());
}

/** Banks a card may belong to. */
export function banksQuery() {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.banks, { query: {} }),
    queryFn: ({ signal }) => request(walletEndpoints.banks, { query: {} }, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useBanks() {
  return useQuery(banksQuery());
}

export interface NewBankCard {
  holderName: string;
  cardNumber: string;
  bankId: string;
  /** Issue 9: a card is where money leaves to, so adding one is confirmed by the pay password. */
  payPassword: string;
}

/** Adding a card: the screen shows a refusal (a bad number, a duplicate) beside the form. */
export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBankCard) =>
      request(walletEndpoints.addBankCard, { body }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [walletEndpoints.bankCards.id] }),
  });
}

export function useDeleteBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(walletEndpoints.deleteBankCard, { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [walletEndpoints.bankCards.id] }),
  });
}

export function withdrawalRecordQuery(id: string) {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.withdrawalRecord, { path: { id } }),
    queryFn: ({ signal }) =>
      request(walletEndpoints.withdrawalRecord, { path: { id } }, { signal, notify: false }),
    retry: false,
  });
}

export function useWithdrawalRecord(id: string) {
  return useQuery(withdrawalRecordQuery(id));
}
