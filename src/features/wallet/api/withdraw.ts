import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { DETAIL_TYPES, type Withdrawal } from '@/api/schemas/wallet';
import { isLostAnswer, OrderAttemptError } from '@/lib/order-attempt';
import { invalidateMoney } from '@/lib/money';

export interface WithdrawInput {
  amount: number;
  bankCardId: string;
  payPassword: string;
}

/**
 * What became of a withdrawal, as far as the client can know (issue 27: a lost answer said "the
 * withdrawal didn't go through" while the balance had already dropped):
 * - made: answered, or read back after a lost answer;
 * - notMade: the answer was lost and the records show no new withdrawal: nothing left the balance;
 * - unknown: the answer was lost and the records could not be read either: check again.
 * A refusal (wrong pay password, too much) is thrown as before.
 */
export type WithdrawOutcome =
  { state: 'made'; record: Withdrawal } | { state: 'notMade' } | { state: 'unknown' };

/** The withdrawal rows (403) a member sees first: enough to spot the one a lost answer made. */
const RECENT_ROWS = 20;

/** Ids of the newest withdrawal rows, or null when they cannot be read. */
async function recentWithdrawalRows(): Promise<Map<string, string | null> | null> {
  try {
    const page = await request(
      walletEndpoints.details,
      { query: { page: 1, size: RECENT_ROWS, type: DETAIL_TYPES.withdrawal } },
      { notify: false },
    );
    return new Map(page.resultList.map((row) => [row.id, row.withdrawalId]));
  } catch {
    return null;
  }
}

interface Attempt {
  key: string;
  token: Promise<string>;
  /** The withdrawal rows before this confirmation was first sent (null: could not be read). */
  before: Promise<Map<string, string | null> | null>;
  amount: number;
}

/**
 * Reads back what a confirmation made: a withdrawal row that was not there before it, of its
 * amount, is the one; its record is read to show it.
 */
async function readBack(attempt: Attempt): Promise<WithdrawOutcome> {
  const [before, now] = await Promise.all([attempt.before, recentWithdrawalRows()]);
  if (!before || !now) return { state: 'unknown' };
  const made = [...now].find(([id, withdrawalId]) => !before.has(id) && withdrawalId);
  if (!made?.[1]) return { state: 'notMade' };
  try {
    const record = await request(
      walletEndpoints.withdrawalRecord,
      { path: { id: made[1] } },
      { notify: false },
    );
    return record.amount === attempt.amount ? { state: 'made', record } : { state: 'unknown' };
  } catch {
    return { state: 'unknown' };
  }
}

/**
 * A withdrawal, retry-safe like an order: a confirmation (one amount to one card) fetches one pay
 * token and sends it with every try. The server makes at most one withdrawal per token and answers
 * a repeat with the same record, so a double tap, a slow answer or a retry after a lost answer
 * never withdraws twice. A new amount or card is a new confirmation with a new token; so is the
 * next withdrawal after a success. A failed token call throws an OrderAttemptError('token') so the
 * screen can say which step failed (src/lib/pay-failure.ts). A lost answer is "checking…" until
 * read back: the same token asked again, then the withdrawal records (`checkAgain` repeats that).
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const [checking, setChecking] = useState(false);

  const attemptFor = (input: WithdrawInput): Attempt => {
    const key = `${input.bankCardId}|${input.amount}`;
    if (attempt.current?.key !== key) {
      const token = request(walletEndpoints.payToken, {}, { notify: false }).then(
        (answer) => answer.token,
      );
      attempt.current = { key, token, before: recentWithdrawalRows(), amount: input.amount };
    }
    return attempt.current;
  };

  const settle = (outcome: WithdrawOutcome): WithdrawOutcome => {
    // After a withdrawal is made, the next one is a new confirmation with its own token.
    if (outcome.state === 'made') attempt.current = null;
    return outcome;
  };

  const mutation = useMutation({
    mutationFn: async (input: WithdrawInput): Promise<WithdrawOutcome> => {
      const current = attemptFor(input);
      let token: string;
      try {
        token = await current.token;
      } catch (error) {
        // No token was given: the next try asks for a new one.
        attempt.current = null;
        throw new OrderAttemptError('token', error);
      }
      // The records before anything is sent: a row that appears after is this confirmation's.
      await current.before;
      const send = () =>
        request(walletEndpoints.withdraw, { body: { ...input, token } }, { notify: false });
      try {
        return settle({ state: 'made', record: await send() });
      } catch (error) {
        if (!isLostAnswer(error)) throw error;
      }
      // A lost answer (issues 9 and 27): the withdrawal may have been made. The same token asks
      // the server what it made (the same record, or the withdrawal now, never a second one);
      // if that answer is lost too, the records say.
      setChecking(true);
      try {
        return settle({ state: 'made', record: await send() });
      } catch (error) {
        if (!isLostAnswer(error)) throw error;
      }
      return settle(await readBack(current));
    },
    onSettled: () => {
      setChecking(false);
      return invalidateMoney(queryClient);
    },
  });

  /** "Check again" after an unknown outcome: only reads (nothing is sent, no password needed). */
  const checkAgain = async (): Promise<WithdrawOutcome> => {
    const current = attempt.current;
    if (!current) return { state: 'unknown' };
    setChecking(true);
    try {
      return settle(await readBack(current));
    } finally {
      setChecking(false);
      void invalidateMoney(queryClient);
    }
  };

  return { ...mutation, checking, checkAgain };
}
