import { beforeEach, describe, expect, it } from 'vitest';
import { NAMED_TOKENS } from '@fixtures/users';
import { applyScenario } from '@mocks/runtime';
import { configureClient, request } from './client';
import { userEndpoints } from './endpoints/user';
import type { Decision } from './error-policy';

/**
 * One action, one notification (issue 26 §3): a screen that says a PUT's success in its own words
 * asks for `notify: 'failures'`, so the policy's 'saved' is not a second notice; a refusal is still
 * the policy's to show.
 */
const applied: Decision[] = [];
beforeEach(() => {
  applied.length = 0;
  configureClient({
    getToken: () => NAMED_TOKENS.member,
    getLanguage: () => 'en_US',
    apply: (d) => applied.push(d),
  });
});

const rename = (notify?: boolean | 'failures') =>
  request(userEndpoints.changeUsername, { body: { username: 'lin_once' } }, { notify });

describe("notify: 'failures'", () => {
  it('by default a successful PUT brings the policy notice', async () => {
    await rename();
    expect(applied.map((d) => d.notify?.tone)).toEqual(['primary']);
  });

  it('leaves the success to the screen: no policy notice', async () => {
    await rename('failures');
    expect(applied).toEqual([{ endSession: false }]);
  });

  it('still shows a refusal', async () => {
    applyScenario('user.changeUsername=code:10000');
    await expect(rename('failures')).rejects.toThrow();
    expect(applied[0]?.notify?.tone).toBe('danger');
  });

  it('still ends the session on an authentication failure', async () => {
    applyScenario('user.changeUsername=code:10201');
    await expect(rename('failures')).rejects.toThrow();
    expect(applied[0]?.endSession).toBe(true);
  });
});
