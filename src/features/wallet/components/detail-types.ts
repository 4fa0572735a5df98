import { formatTime } from '@/lib/format';
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

/** Local date of an ISO instant and its time as the spec writes it, hh:mm:ss (section 9). */
export function formatDateTime(iso: string, language: string): string {
  const locale = language.replace('_', '-');
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `${day} ${formatTime(at)}`;
}
