import type { Variant } from '../platform/scenario';

/** The variants QA can force on one endpoint: every code of errors.tsv plus transport failures. */
export const VARIANT_CHOICES: Array<{ value: string; variant: Variant | null }> = [
  { value: 'none', variant: null },
  { value: 'code:10000', variant: { code: '10000' } },
  { value: 'code:10101', variant: { code: '10101' } },
  { value: 'code:10103', variant: { code: '10103' } },
  { value: 'code:10201', variant: { code: '10201' } },
  { value: 'code:10203', variant: { code: '10203' } },
  { value: 'code:10301', variant: { code: '10301' } },
  { value: 'code:401', variant: { code: '401' } },
  { value: 'network', variant: { network: true } },
  { value: 'network-after', variant: { networkAfter: true } },
  { value: 'status:500', variant: { status: 500 } },
  { value: 'status:401', variant: { status: 401 } },
  { value: 'delay:3000', variant: { delay: 3000 } },
  { value: 'empty', variant: { empty: true } },
];
