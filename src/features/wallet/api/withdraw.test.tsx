import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { expectLedgerConsistent, setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { applyScenario } from '@mocks/runtime';
import { OrderAttemptError } from '@/lib/order-attempt';
import { useWithdraw, type WithdrawInput, type WithdrawOutcome } from './withdraw';

setUpAccountClient();

function renderWithdraw() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWithdraw(), { wrapper }).result;
}

const input: WithdrawInput = { amount: 60, bankCardId: 'card-10001-1', payPassword: '123456' };
const withdrawalsOfMember = () => db().accounts.withdrawals.filter((w) => w.userId === '10001');
const tokens = () => db().accounts.payTokens.length;
const rows403 = () => db().accounts.ledger.filter((r) => r.type === 403).length;

function recordOf(outcome: WithdrawOutcome | undefined) {
  if (outcome?.state !== 'made') throw new Error(`not made: ${outcome?.state ?? 'nothing'}`);
  return outcome.record;
}

describe('useWithdraw: one confirmation, at most one withdrawal', () => {
  it('two sends at once share one token and make one withdrawal', async () => {
    applyScenario('');
    const before = withdrawalsOfMember().length;
    const tokensBefore = tokens();
    const hook = renderWithdraw();
    let outcomes: WithdrawOutcome[] = [];
    await act(async () => {
      outcomes = await Promise.all([
        hook.current.mutateAsync(input),
        hook.current.mutateAsync(input),
      ]);
    });
    expect(recordOf(outcomes[1]).id).toBe(recordOf(outcomes[0]).id);
    expect(withdrawalsOfMember()).toHaveLength(before + 1);
    expect(tokens()).toBe(tokensBefore + 1);
    expectLedgerConsistent();
  });

  it('a retry after a failed send reuses the token; a new amount gets a new one', async () => {
    applyScenario('wallet.withdraw=network');
    const before = withdrawalsOfMember().length;
    const tokensBefore = tokens();
    const hook = renderWithdraw();
    await act(async () => {
      // Never reached the server: the records show nothing new, so it says so (not "failed").
      await expect(hook.current.mutateAsync(input)).resolves.toEqual({ state: 'notMade' });
    });
    applyScenario('', { keepDb: true });
    await act(async () => {
      await hook.current.mutateAsync(input);
    });
    expect(tokens()).toBe(tokensBefore + 1);
    expect(withdrawalsOfMember()).toHaveLength(before + 1);
    // After a success the next withdrawal is a new confirmation with its own token.
    await act(async () => {
      await hook.current.mutateAsync({ ...input, amount: 55 });
    });
    expect(tokens()).toBe(tokensBefore + 2);
    expect(withdrawalsOfMember()).toHaveLength(before + 2);
    expectLedgerConsistent();
  });

  it('says when the token call failed, and asks again on the next try', async () => {
    applyScenario('pay-token-network');
    const hook = renderWithdraw();
    let failure: unknown;
    await act(async () => {
      failure = await hook.current.mutateAsync(input).catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(OrderAttemptError);
    expect((failure as OrderAttemptError).step).toBe('token');
    applyScenario('', { keepDb: true });
    await act(async () => {
      await hook.current.mutateAsync(input);
    });
    expect(withdrawalsOfMember().at(-1)?.amount).toBe(60);
  });

  it('withdraw-answer-lost: the lost answer is asked again with the same token, one withdrawal', async () => {
    applyScenario('withdraw-answer-lost');
    const before = withdrawalsOfMember().length;
    const rowsBefore = db().accounts.ledger.filter((r) => r.type === 403).length;
    const hook = renderWithdraw();
    let outcome: WithdrawOutcome | undefined;
    await act(async () => {
      outcome = await hook.current.mutateAsync(input);
    });
    expect(recordOf(outcome).amount).toBe(60);
    expect(withdrawalsOfMember()).toHaveLength(before + 1);
    expect(db().accounts.ledger.filter((r) => r.type === 403)).toHaveLength(rowsBefore + 1);
    expectLedgerConsistent();
  });

  it('every answer lost (issue 27): read back from the records, shown as made, made once', async () => {
    applyScenario('wallet.withdraw=network-after');
    const before = withdrawalsOfMember().length;
    const rowsBefore = rows403();
    const hook = renderWithdraw();
    let outcome: WithdrawOutcome | undefined;
    await act(async () => {
      outcome = await hook.current.mutateAsync(input);
    });
    expect(recordOf(outcome)).toMatchObject({ amount: 60, status: 'pending' });
    expect(withdrawalsOfMember()).toHaveLength(before + 1);
    expect(rows403()).toBe(rowsBefore + 1);
    expectLedgerConsistent();
  });

  it('the records cannot be read either: unknown, then "check again" finds it, sending nothing', async () => {
    applyScenario('wallet.withdraw=network-after;wallet.withdrawalRecord=network');
    const before = withdrawalsOfMember().length;
    const hook = renderWithdraw();
    let outcome: WithdrawOutcome | undefined;
    await act(async () => {
      outcome = await hook.current.mutateAsync(input);
    });
    expect(outcome).toEqual({ state: 'unknown' });
    applyScenario('', { keepDb: true });
    await act(async () => {
      outcome = await hook.current.checkAgain();
    });
    expect(recordOf(outcome).amount).toBe(60);
    expect(withdrawalsOfMember()).toHaveLength(before + 1);
  });
});
