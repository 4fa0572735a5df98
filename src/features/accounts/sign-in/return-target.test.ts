import { describe, expect, it } from 'vitest';
import { HOME_TAB_PATH } from '@/lib/routing';
import { returnTarget, withRef } from './return-target';

describe('returnTarget', () => {
  it('prefers ref, then the remembered redirectUrl, then the find tab', () => {
    expect(returnTarget('/wallet?tab=1', '/other')).toBe('/wallet?tab=1');
    expect(returnTarget(null, '/other#x')).toBe('/other#x');
    expect(returnTarget(null, null)).toBe(HOME_TAB_PATH);
  });

  it('refuses anything but an in-app path', () => {
    for (const bad of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\x'])
      expect(returnTarget(bad, null)).toBe(HOME_TAB_PATH);
  });

  it('reads a crafted ref as the browser does: a tab or line break hides another site', () => {
    // /login?ref=/%09/evil.example: the router would read '//evil.example' and refuse to go.
    for (const bad of ['/\t/evil.example', '/\n/evil.example', '/\r\n\\evil.example'])
      expect(returnTarget(bad, bad)).toBe(HOME_TAB_PATH);
    expect(returnTarget('/\t/evil.example', '/wallet')).toBe('/wallet');
    expect(returnTarget(' /column/settings ', null)).toBe('/column/settings');
  });

  it('never returns to a login page, except the forms that need a member', () => {
    expect(returnTarget('/login', null)).toBe(HOME_TAB_PATH);
    expect(returnTarget('/login/autologin?ref=/x', '/y')).toBe('/y');
    expect(returnTarget('/login/birthday', null)).toBe('/login/birthday');
    expect(returnTarget('/login/bind?step=2', null)).toBe('/login/bind?step=2');
  });
});

describe('withRef', () => {
  it('keeps the ref encoded', () => {
    expect(withRef('/login', '/a?b=1')).toBe('/login?ref=%2Fa%3Fb%3D1');
    expect(withRef('/login', null)).toBe('/login');
  });
});
