import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const origin = 'https://app.test';
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('redirectTarget', () => {
  it('navigates to an in-app path inside the app, query and hash kept', () => {
    expect(redirectTarget(q({ path: '/timeZone/list?x=1#a' }), origin)).toEqual({
      kind: 'internal',
      path: '/timeZone/list?x=1#a',
    });
    expect(redirectTarget(q({ url: '/error/404' }), origin)).toEqual({
      kind: 'internal',
      path: '/error/404',
    });
  });

  it('prefers url over path', () => {
    expect(redirectTarget(q({ url: '/a', path: '/b' }), origin)).toEqual({
      kind: 'internal',
      path: '/a',
    });
  });

  it('opens a site of the domain list in place', () => {
    expect(
      redirectTarget(q({ url: 'https://img-a.media.test/x?y=1' }), origin, ['img-a.media.test']),
    ).toEqual({ kind: 'external', url: 'https://img-a.media.test/x?y=1' });
  });

  it('never jumps to any other site: it is only offered as a plain link', () => {
    expect(redirectTarget(q({ url: 'https://example.com/x?y=1' }), origin)).toEqual({
      kind: 'untrusted',
      url: 'https://example.com/x?y=1',
      host: 'example.com',
    });
    // A look-alike host is not the trusted one.
    expect(
      redirectTarget(q({ url: 'https://img-a.media.test.evil.test/' }), origin, [
        'img-a.media.test',
      ]),
    ).toMatchObject({ kind: 'untrusted' });
  });

  it('keeps a URL of this origin inside the app', () => {
    expect(redirectTarget(q({ url: 'https://app.test/timeZone/list?z=1' }), origin)).toEqual({
      kind: 'internal',
      path: '/timeZone/list?z=1',
    });
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.test/path',
    '/\\evil.test',
    'not a url',
    'ftp://files.test/a',
  ])('goes home for %j', (value) => {
    expect(redirectTarget(q({ url: value }), origin)).toEqual({ kind: 'home' });
  });

  it('goes home for a path that hides another site behind a tab (?url=/%09/evil.example)', () => {
    expect(redirectTarget('?url=/%09/evil.example', origin)).toEqual({ kind: 'home' });
    expect(redirectTarget('?path=/%0D%0A/evil.example', origin)).toEqual({ kind: 'home' });
  });

  it('goes home without a parameter', () => {
    expect(redirectTarget('', origin)).toEqual({ kind: 'home' });
  });
});
