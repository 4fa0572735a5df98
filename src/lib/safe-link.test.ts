import { describe, expect, it } from 'vitest';
import { appPath, classifyLink, hostsOf } from './safe-link';

const origin = 'https://app.test';

describe('classifyLink', () => {
  it('opens an app path in the app', () => {
    expect(classifyLink('/post/game?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/post/game?x=1',
    });
    expect(classifyLink('https://app.test/wallet#a', origin)).toEqual({
      kind: 'internal',
      path: '/wallet#a',
    });
  });

  it('opens an http(s) address outside the app', () => {
    expect(classifyLink('https://shop.test/a', origin)).toEqual({
      kind: 'external',
      url: 'https://shop.test/a',
    });
    expect(classifyLink('http://shop.test', origin)).toEqual({
      kind: 'external',
      url: 'http://shop.test/',
    });
  });

  it.each([
    null,
    '',
    '   ',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'intent://scan/#Intent;scheme=zxing;end',
    '//evil.test/path',
    '/\\evil.test',
    // The URL parser drops tabs and line breaks before it reads the slashes: each is '//evil.test'.
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '\t//evil.test',
    'not a url',
    'post/game',
  ])('is no link for %j', (value) => {
    expect(classifyLink(value, origin)).toBeNull();
  });
});

describe('hostsOf', () => {
  it('reads the hosts of the domain list and skips malformed rows', () => {
    expect(hostsOf([{ domain: 'https://img-a.media.test/x/' }, { domain: 'nope' }])).toEqual([
      'img-a.media.test',
    ]);
    expect(hostsOf(undefined)).toEqual([]);
  });
});

describe('appPath', () => {
  it('answers the path the router will open, resolved on the app', () => {
    expect(appPath('/wallet?tab=1#x', origin)).toBe('/wallet?tab=1#x');
    expect(appPath('/a/../b', origin)).toBe('/b');
    expect(appPath('/post/\tgame', origin)).toBe('/post/game');
  });

  it.each([
    null,
    '',
    'wallet',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    decodeURIComponent('/%09/evil.example'),
    decodeURIComponent('/%0A/evil.example'),
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('refuses %j: it leaves the app', (value) => {
    expect(appPath(value, origin)).toBeNull();
  });
});
