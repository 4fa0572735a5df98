import type { configEndpoints } from '@/api/endpoints/config';
import type { Examples } from './types';

export const configExamples: Examples<typeof configEndpoints> = {
  general: {},
  domains: {},
  serverTime: {},
  sliceUpload: { body: { fileName: 'a.jpg', sliceIndex: 0, sliceCount: 1, content: 'AAAA' } },
  countries: {},
  smsSend: { body: { phoneAreaCode: '86', phoneNumber: '13900000000', scene: 'register' } },
  sensitiveWords: { path: { timestamp: 1 } },
  impressionPhrases: { path: { timestamp: 1 } },
  statistics: { body: { page: '/column/columnTabbar/find', lang: 'zh_CN', at: 1 } },
};
