import { isFilled, isNumber, isOptionalString, isRecord } from './guards';
import { PAY_PURPOSES, type OverlayParamsByKind } from './overlays';

type PayParams = OverlayParamsByKind['pay'];

const isPurpose = (value: unknown): value is PayParams['purpose'] =>
  (PAY_PURPOSES as readonly unknown[]).includes(value);

/**
 * The pay sheet's parameters read back from storage (a kept purchase): only its known fields,
 * or null when anything does not fit (storage is anyone's to edit).
 */
export function readPayParams(value: unknown): PayParams | null {
  if (!isRecord(value)) return null;
  const { purpose, amount, targetId, label, remark } = value;
  if (!isPurpose(purpose) || !isNumber(amount) || amount <= 0 || !isFilled(targetId)) return null;
  if (!isOptionalString(label) || !isOptionalString(remark)) return null;
  const params: PayParams = { purpose, amount, targetId };
  if (label !== undefined) params.label = label;
  if (remark !== undefined) params.remark = remark;
  return params;
}
