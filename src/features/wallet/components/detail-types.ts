import { DETAIL_TYPES, type DetailType } from '@/api/schemas/wallet';

/** The detail types in the order the filter lists them (section 3). */
export const DETAIL_TYPE_LIST: DetailType[] = [
  DETAIL_TYPES.buyVip,
  DETAIL_TYPES.buyPost,
  DETAIL_TYPES.tip,
  DETAIL_TYPES.subscription,
  DETAIL_TYPES.rechargeCashback,
  DETAIL_TYPES.recharge,
  DETAIL_TYPES.withdrawal,
];

/** Locale key of a detail type's name: wallet.detailType.101 ... */
export const detailTypeKey = (type: DetailType) => `wallet.detailType.${type}`;

/** Short local date and time of an ISO instant. */
export function formatDateTime(iso: string, language: string): string {
  const locale = language.replace('_', '-');
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}
