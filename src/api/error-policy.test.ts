import { describe, expect, it } from 'vitest';
import type { HttpMethod } from './contract';
import { decide } from './error-policy';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const AUTH = ['10201', '10203', '10301', '401'];

describe('the error policy of errors.tsv', () => {
  it.each(METHODS)('00000 on %s: success, and a primary notification only for PUT', (method) => {
    const decision = decide(method, { kind: 'code', code: '00000', message: 'OK' });
    expect(decision.endSession).toBe(false);
    expect(decision.notify).toEqual(
      method === 'PUT'
        ? { tone: 'primary', message: 'OK', fallbackKey: 'policy.saved' }
        : undefined,
    );
  });

  it.each(METHODS)('10000 on %s: red notification with the server message', (method) => {
    expect(decide(method, { kind: 'code', code: '10000', message: 'Server says no' })).toEqual({
      endSession: false,
      notify: { tone: 'danger', message: 'Server says no', fallbackKey: 'policy.generalFailure' },
    });
  });

  describe.each(AUTH)('auth failure %s', (code) => {
    it('on GET: removes the session silently', () => {
      expect(decide('GET', { kind: 'code', code, message: 'expired' })).toEqual({
        endSession: true,
      });
    });
    it.each(['POST', 'PUT', 'DELETE'] as const)(
      'on %s: removes the session and shows the message',
      (method) => {
        expect(decide(method, { kind: 'code', code, message: 'expired' })).toEqual({
          endSession: true,
          notify: { tone: 'danger', message: 'expired', fallbackKey: 'policy.sessionExpired' },
        });
      },
    );
  });

  it('10101 on GET and 10103 on POST: red notification', () => {
    expect(decide('GET', { kind: 'code', code: '10101', message: 'bad query' }).notify?.tone).toBe(
      'danger',
    );
    expect(decide('POST', { kind: 'code', code: '10103', message: 'bad body' }).notify?.tone).toBe(
      'danger',
    );
  });

  it.each(METHODS)('network exception on %s: a silent failure', (method) => {
    expect(decide(method, { kind: 'network' })).toEqual({ endSession: false });
  });

  it('keeps an empty server message for the localized fallback', () => {
    expect(decide('POST', { kind: 'code', code: '10000', message: '' }).notify).toEqual({
      tone: 'danger',
      message: '',
      fallbackKey: 'policy.generalFailure',
    });
  });
});
