import { notifications } from '@mantine/notifications';
import { failureNotice } from '@/lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ORDER_TYPES, type OrderType, type PayChannelCode } from '@/api/schemas/wallet';
import {
  keepPayPasswordReturn,
  SET_PAY_PASSWORD_THEN_BACK,
} from '@/components/pay-password/return-after-set';
import { invalidateMoney } from '@/lib/money';
import { createOrderAttempt, OrderAttemptError, type OrderAttempt } from '@/lib/order-attempt';
import { endsSession, payBalanceOrder, type PaymentOutcome } from '@/lib/order-attempt-pay';
import { keepPayDraft } from '@/lib/pay-draft';
import { tokenAtom, userIdAtom } from '@/lib/session';
import type { OverlayParamsByKind } from '@/lib/overlays';
import { WALLET_PATHS } from '@/lib/wallet-paths';
import { afterPayment, type PaidResult } from './after-payment';
import { createLevelPurchase, type LevelPurchase } from './api/buy-level';
import { usePaySafety, usePayWays } from './api/pay-ways';
import {
  describeOrderFailure,
  describeUnpaid,
  isShortfall,
  type PayFailureText,
} from '@/lib/pay-failure';

export type PayParams = OverlayParamsByKind['pay'];

/** choose a way -> (no pay password: set one first) -> 6-digit password -> paid. */
export type PayPhase = 'choose' | 'password' | 'unset';

export const ORDER_TYPE_OF: Record<PayParams['purpose'], OrderType> = {
  vip: ORDER_TYPES.vip,
  post: ORDER_TYPES.post,
  reward: ORDER_TYPES.reward,
  subscription: ORDER_TYPES.subscription,
};

/**
 * The pay sheet's state machine (section 4, pay flow). A VIP level is bought with
 * wallet.buyLevel; a post, a subscription and a tip with the generic order (pay token, order,
 * balance pay). One sheet is one confirmation: its order attempt is made once and kept, so a double tap, a slow answer or a retry after a failure
 * creates at most one order (src/lib/order-attempt.ts); a payment in flight ignores more input.
 */
export function usePayFlow(params: PayParams, onClose: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const type = ORDER_TYPE_OF[params.purpose];
  const ways = usePayWays(type);
  const safety = usePaySafety();
  const [channel, setChannel] = useState<PayChannelCode | null>(null);
  const [phase, setPhase] = useState<PayPhase>('choose');
  const [failure, setFailure] = useState<PayFailureText | null>(null);
  const [paying, setPaying] = useState(false);
  /** An answer was lost: the outcome is being read back (issue 27), shown as "checking…". */
  const [checking, setChecking] = useState(false);
  const listener = { onChecking: () => setChecking(true) };
  /** Counts failed payments: the password boxes clear on each. */
  const [failedCount, setFailedCount] = useState(0);
  const attempt = useRef<OrderAttempt | null>(null);
  const levelPurchase = useRef<LevelPurchase | null>(null);
  const inFlight = useRef(false);

  /**
   * Section 4: the shortfall message, then the recharge screen; found before paying (the balance
   * against payAmount) or by the payment's refusal code (isShortfall), never by its wording.
   */
  const shortfall = () => {
    notifications.show(failureNotice(t('pay.shortfall')));
    onClose();
    void navigate(WALLET_PATHS.recharge);
  };

  const confirm = () => {
    const way = ways.data?.find((w) => w.channel === channel);
    if (!way) return;
    setFailure(null);
    // Section 4: a balance below payAmount is a shortfall before anything is paid (numbers).
    if (way.balance !== null && way.balance < params.amount) return shortfall();
    setPhase(safety.data?.hasPayPassword === false ? 'unset' : 'password');
  };

  // The member the sheet was opened for; the session may end (token gone) while it is open.
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const [owner] = useState(userId);
  const sessionGone = Boolean(owner) && !token;
  useEffect(() => {
    if (!sessionGone) return;
    keepPayDraft(owner, params);
    onClose();
  }, [sessionGone, owner, params, onClose]);

  /** Section 4: "On success: callback, success message, close." */
  const succeed = (result: PaidResult | null) => {
    // The callback of what was bought (unlock the post, mark the subscription, raise the VIP):
    // only what the payment changed is refreshed (./after-payment.ts).
    void afterPayment(queryClient, params, result);
    notifications.show({ color: 'teal', message: t('pay.success'), autoClose: 2500 });
    onClose();
  };

  /** The session ended mid-payment: keep what was being bought for after signing in, close. */
  const sessionEnded = () => {
    keepPayDraft(owner, params);
    onClose();
  };

  /** What became of a payment: the same ending for a VIP level and an order. */
  const settle = (outcome: PaymentOutcome) => {
    if (outcome.state === 'paid') return succeed(outcome.result);
    if (outcome.state === 'sessionEnded') return sessionEnded();
    if (outcome.state === 'refused' && isShortfall(outcome.error)) return shortfall();
    setFailure(describeUnpaid(outcome));
    setFailedCount((n) => n + 1);
  };

  /**
   * A VIP level is bought the spec's way, with its own call (wallet.buyLevel) and the password;
   * one pay token per sheet keeps a retry from buying twice (./api/buy-level.ts).
   */
  const buyLevel = async (payPassword: string) => {
    levelPurchase.current ??= createLevelPurchase();
    let outcome: PaymentOutcome;
    try {
      outcome = await levelPurchase.current.buy(params.targetId, payPassword, listener);
    } catch (error) {
      // Only the pay token call throws: nothing was bought.
      if (error instanceof OrderAttemptError && endsSession(error.cause)) return sessionEnded();
      setFailure(describeOrderFailure(error));
      setFailedCount((n) => n + 1);
      return;
    }
    settle(outcome);
  };

  /** The 6th digit: the order (made once), then the payment with the password. */
  const pay = async (payPassword: string) => {
    if (inFlight.current || !channel) return;
    inFlight.current = true;
    setPaying(true);
    setFailure(null);
    try {
      if (params.purpose === 'vip') return await buyLevel(payPassword);
      attempt.current ??= createOrderAttempt();
      let orderId: string;
      try {
        const order = await attempt.current.order(
          {
            sourceType: 3,
            channel,
            count: 1,
            payAmount: params.amount,
            payType: 0,
            productId: params.targetId,
            remark: params.remark ?? '',
            type,
          },
          listener,
        );
        orderId = order.orderId;
      } catch (error) {
        if (error instanceof OrderAttemptError && endsSession(error.cause)) return sessionEnded();
        setFailure(describeOrderFailure(error));
        setFailedCount((n) => n + 1);
        return;
      }
      setChecking(false);
      settle(await payBalanceOrder(orderId, payPassword, listener));
    } finally {
      // An order may exist now even if its payment failed: records and balances refetch.
      void invalidateMoney(queryClient);
      inFlight.current = false;
      setPaying(false);
      setChecking(false);
    }
  };

  /** Issue 26.3: once the pay password is set, the member is back here with this purchase. */
  const setUpPassword = () => {
    const from = `${location.pathname}${location.search}${location.hash}`;
    keepPayPasswordReturn(owner, { from, purchase: params });
    onClose();
    void navigate(SET_PAY_PASSWORD_THEN_BACK);
  };

  const failureText = failure ? ('key' in failure ? t(failure.key) : failure.text) : null;

  return {
    ways,
    safety,
    channel,
    chooseChannel: (next: PayChannelCode) => {
      setChannel(next);
      setFailure(null);
    },
    phase,
    back: () => {
      setPhase('choose');
      setFailure(null);
    },
    confirm,
    pay,
    paying,
    checking,
    failedCount,
    failureText,
    setUpPassword,
  };
}
