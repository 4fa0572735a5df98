import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';

export const domainEntrySchema = z.object({
  /** 1 video, 2 download, 3 image, 6 mp4, 7 statistics host, 88 head image. */
  type: z.int(),
  /** Base URL ending in '/'. */
  domain: z.string(),
});
export type DomainEntry = z.infer<typeof domainEntrySchema>;

export const countrySchema = z.object({
  /** Phone area code without '+', e.g. 86. */
  areaCode: z.string(),
  /** Two-letter code, e.g. CN. */
  acronym: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const configEndpoints = {
  general: defineEndpoint({
    id: 'config.general',
    method: 'GET',
    path: 'party/common/generals/public/getGeneral',
    access: 'public',
    summary: 'General config: support mail and the app landing page',
    data: z.object({ mail: z.string(), landingPageUrl: z.string(), siteName: z.string() }),
  }),
  domains: defineEndpoint({
    id: 'config.domains',
    method: 'GET',
    path: 'party/common/domain/private/domain',
    access: 'private',
    summary: 'Media domain list by type',
    data: z.array(domainEntrySchema),
  }),
  serverTime: defineEndpoint({
    id: 'config.serverTime',
    method: 'GET',
    path: 'common/common/sms/public/current/time/millis',
    access: 'public',
    summary: 'Server time in milliseconds',
    data: z.number(),
  }),
  sliceUpload: defineEndpoint({
    id: 'config.sliceUpload',
    method: 'POST',
    path: 'party/common/slice/private/slice/upload',
    access: 'private',
    summary: 'Sliced file upload (one slice as base64)',
    body: z.object({
      fileName: z.string(),
      sliceIndex: z.int().check(z.minimum(0)),
      sliceCount: z.int().check(z.minimum(1)),
      content: z.string(),
    }),
    data: z.object({ done: z.boolean(), url: z.nullable(z.string()) }),
  }),
  countries: defineEndpoint({
    id: 'config.countries',
    method: 'GET',
    path: 'common/common/country/public/list',
    access: 'public',
    proposed: true,
    summary: 'Countries and regions with phone area codes',
    data: z.array(countrySchema),
  }),
  smsSend: defineEndpoint({
    id: 'config.smsSend',
    method: 'POST',
    path: 'common/common/sms/public/send',
    access: 'public',
    proposed: true,
    summary:
      'Send an SMS verification code to the number named: a masked number is refused, scene ' +
      "'forget' only reaches a phone bound to an account. A code to the member's own phone " +
      'goes through user.ownPhoneCode, which names none',
    body: z.object({
      phoneAreaCode: z.string(),
      phoneNumber: z.string(),
      scene: z.enum(['register', 'bind', 'forget', 'changePhone']),
    }),
    data: z.object({ expiresInSeconds: z.int(), resendInSeconds: z.int() }),
  }),
  sensitiveWords: defineEndpoint({
    id: 'config.sensitiveWords',
    method: 'GET',
    path: 'common/common/sensitive/public/word/list/{timestamp}',
    access: 'public',
    proposed: true,
    summary: 'Sensitive-word list, cache-busted by timestamp',
    pathParams: z.object({ timestamp: z.int() }),
    data: z.array(z.string()),
  }),
  impressionPhrases: defineEndpoint({
    id: 'config.impressionPhrases',
    method: 'GET',
    path: 'common/common/impression/public/phrase/list/{timestamp}',
    access: 'public',
    proposed: true,
    summary: 'Impression phrases, cache-busted by timestamp',
    pathParams: z.object({ timestamp: z.int() }),
    data: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
  statistics: defineEndpoint({
    id: 'config.statistics',
    method: 'POST',
    path: 'stat/app/public/page/record',
    access: 'public',
    host: 'statistics',
    proposed: true,
    summary: 'Page statistics to the statistics host (domain type 7); never carries the token',
    body: z.object({
      page: z.string(),
      referrer: z.optional(z.string()),
      lang: z.string(),
      at: z.number(),
    }),
    data: z.null(),
  }),
};
