import type { AccountSimulation } from '../db/accounts';
import type { ScenarioDef } from './types';

/**
 * Issue 26 §3: the account states a login can find (section 3's login flags, and a disabled
 * account refused by code). The right password is still needed: a wrong one is refused as ever.
 */
function loginFinds(state: NonNullable<AccountSimulation['loginState']>): ScenarioDef['apply'] {
  return (db) => {
    db.accounts.simulate.loginState = state;
  };
}

export const accountStateScenarios: ScenarioDef[] = [
  {
    name: 'login-locked',
    description:
      'Every login with the right password answers accountNonLocked false and a token no call accepts',
    apply: loginFinds('locked'),
  },
  {
    name: 'login-disabled',
    description:
      'Every login with the right password is refused with the proposed code 10431 (account disabled)',
    apply: loginFinds('disabled'),
  },
  {
    name: 'login-expired',
    description:
      'Every login with the right password answers accountNonExpired false and a token no call accepts',
    apply: loginFinds('expired'),
  },
  {
    name: 'login-credentials-expired',
    description:
      'Every login with the right password answers credentialsNonExpired false and a token no call accepts',
    apply: loginFinds('credentialsExpired'),
  },
];
