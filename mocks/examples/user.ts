import type { userEndpoints } from '@/api/endpoints/user';
import type { Examples } from './types';

export const userExamples: Examples<typeof userEndpoints> = {
  vipInfo: { path: { userId: '10001' } },
  tracking: { path: { pageType: 'home', type: '1' }, body: { path: '/', at: 1 } },
};
