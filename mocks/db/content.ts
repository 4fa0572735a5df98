import type { Faker } from '@faker-js/faker';
import type { CoreTables } from './core';

/** Posts, comments, snapshots, games, search, ads and banners. Owned by the content area. */
export interface ContentTables {
  placeholder?: never;
}

export function createContentTables(_faker: Faker, _core: CoreTables): ContentTables {
  return {};
}
