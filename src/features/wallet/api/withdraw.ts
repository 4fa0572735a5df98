import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { OrderAttemptError } from '@/lib/order-attempt';
import { invalidateMoney } from '@/lib/money';

export interface WithdrawInput {
  amount: number;
  bankCardId: string;
  payPassword: string;
}

/**
 * A withdrawal, retry-safe like an order: a confirmation (one amount to one card) fetches one pay
 * token and sends it with every try. The server makes at most one withdrawal per token and answers
 * a repeat with the same record, so a double tap, a slow answer or a retry after a lost answer
 * never withdraws twice. A new amount or card is a new confirmation with a new token; so is the
 * next withdrawal after a success. A failed token call throws an OrderAttemptError('token') so the
 * screen can say which step failed (src/lib/pay-failure.ts).
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; token: Promise<string> } | null>(null);

  const tokenFor = (key: string): Promise<string> => {
    if (attempt.current?.key !== key) {
      const token = request(walletEndpoints.payToken, {}, { notify: false }).then(
        (answer) => answer.token,
      );
      attempt.current = { key, token };
    }
    return attempt.current.token;
  };

  return useMutation({
    mutationFn: async (input: WithdrawInput) => {
      const key = `${input.bankCardId}|${input.amount}`;
      let token: string;
      try {
        token = await tokenFor(key);
      } catch (error) {
        // No token was given: the next try asks for a new one.
        attempt.current = null;
        throw new OrderAttemptError('token', error);
      }
      const send = () =>
        request(walletEndpoints.withdraw, { body: { ...input, token } }, { notify: false });
      try {
        return await send();
      } catch (error) {
        // A lost answer (issue 9): the withdrawal may have been made. The same token asks the
        // server what it made: the same record, or the withdrawal now, never a second one.
        if (isApiError(error) && error.kind === 'network') return send();
        throw error;
      }
    },
    onSuccess: () => {
      attempt.current = null;
    },
    onSettled: () => invalidateMoney(queryClient),
  });
}
