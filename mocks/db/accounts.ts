import type { Faker } from '@faker-js/faker';
import type { CoreTables } from './core';

/** Wallets, orders, bank cards, security questions, chat and settings. Owned by the accounts area. */
export interface AccountTables {
  placeholder?: never;
}

export function createAccountTables(_faker: Faker, _core: CoreTables): AccountTables {
  return {};
}
