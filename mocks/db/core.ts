import type { Faker } from '@faker-js/faker';
import { DOMAIN_NAMES, type DomainType } from '@fixtures/domains';
import { NAMED_TOKENS, NAMED_USERS, makeUser, type NamedUser, type UserRow } from '@fixtures/users';

export interface DomainRow {
  type: DomainType;
  name: string;
  /** Base URL ending in '/', e.g. https://img-a.media.test/mock-media/img-a/ */
  url: string;
}

export interface CoreTables {
  users: Record<string, UserRow>;
  /** token -> userId */
  sessions: Record<string, string>;
  /** follower userId -> followed userIds */
  follows: Record<string, string[]>;
  domains: DomainRow[];
  media: {
    /** Rotate the domain list by one on every domain-list call. */
    rotate: boolean;
    /** Names of domains that fail every request. */
    dead: string[];
    /** Uploaded files by stored path (upload/<name>): base64 slices, served from every domain. */
    uploads?: Record<string, { slices: string[]; complete: boolean }>;
  };
  general: { mail: string; landingPageUrl: string; siteName: string };
  /**
   * Named scenarios whose data changes this db already holds: a page reload keeps the db (as a
   * real backend keeps its data) and must not apply them a second time (mocks/runtime.ts).
   */
  scenarios: string[];
}

export interface DbOptions {
  /** Base URL a media domain is served from in this environment. */
  mediaBase(name: string): string;
}

/** Browser and Storybook: fictional hosts that the service worker answers. */
export const browserMediaBase = (name: string) => `https://${name}.media.test/mock-media/${name}/`;

export const VOLUME_USERS = 40;

export function createCoreTables(faker: Faker, options: DbOptions): CoreTables {
  const users: Record<string, UserRow> = {};
  for (const user of Object.values(NAMED_USERS))
    users[user.userId] = { ...user, tags: [...user.tags] };
  for (let i = 1; i <= VOLUME_USERS; i += 1) {
    const user = makeUser(faker, i);
    users[user.userId] = user;
  }
  const sessions: Record<string, string> = {};
  for (const [name, token] of Object.entries(NAMED_TOKENS)) {
    sessions[token] = NAMED_USERS[name as NamedUser].userId;
  }
  return {
    users,
    sessions,
    follows: { '10001': ['10002', '20003', '20006'], '10002': ['10001'] },
    domains: DOMAIN_NAMES.map(({ type, name }) => ({ type, name, url: options.mediaBase(name) })),
    media: { rotate: false, dead: [], uploads: {} },
    general: {
      mail: 'support@community.test',
      landingPageUrl: 'https://community.test/download',
      siteName: 'Lumen',
    },
    scenarios: [],
  };
}
