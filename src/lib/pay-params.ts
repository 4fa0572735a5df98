import { isFilled, isNumber, isOptionalString, isRecord } from './guards';
import type { OverlayParamsByKind } from './overlays';

type PayParams = OverlayParamsByKind['pay'];

const PURPOSES: readonly unknown[] = ['post', 'vip', 'subscription', 'reward'];

/**
 * The pay sheet's parameters read back from storage (a kept purchase): only its known fields,
 * or null when anything does not fit (storage is anyone's to edit).
 */
export function readPayParams(value: unknown): PayParams | null {
  if (!isRecord(value)) return null;
  const { purpose, amount, targetId, label, remark } = value;
  if (!PURPOSES.includes(purpose) || !isNumber(amount) || amount <= 0 || !isFilled(targetId))
    return null;
  if (!isOptionalString(label) || !isOptionalString(remark)) return null;
  const params: PayParams = { purpose: purpose as PayParams['purpose'], amount, targetId };
  if (label !== undefined) params.label = label;
  if (remark !== undefined) params.remark = remark;
  return params;
}
