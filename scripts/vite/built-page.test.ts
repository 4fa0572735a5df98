import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, DEMO_RELAY_HOSTS } from './built-page';

/** The policy the plugin writes into index.html. */
function policyOf(relayHosts?: readonly string[]): Map<string, string> {
  const plugin = contentSecurityPolicy(
    'https://api.community.example/',
    'https://*.community.example',
    relayHosts,
  );
  const transform = plugin.transformIndexHtml as {
    handler(html: string, ctx: IndexHtmlTransformContext): Array<{ attrs: Record<string, string> }>;
  };
  const tags = transform.handler('<html><head></head></html>', {
    filename: '/app/index.html',
  } as IndexHtmlTransformContext);
  const content = tags.find((tag) => tag.attrs['http-equiv'])?.attrs.content ?? '';
  return new Map(
    content.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

describe('the built page policy', () => {
  it("lets the members' build connect to its API and media hosts only", () => {
    const policy = policyOf();
    expect(policy.get('connect-src')).toBe(
      "'self' https://api.community.example https://*.community.example",
    );
    expect(policy.get('connect-src')).not.toContain('127.0.0.1');
  });

  it("lets the demo's relay mode reach a host on this machine, on any port, and its pictures", () => {
    const policy = policyOf(DEMO_RELAY_HOSTS);
    for (const directive of ['connect-src', 'img-src', 'media-src'])
      expect(policy.get(directive), directive).toContain('http://127.0.0.1:* http://localhost:*');
    expect(policy.get('script-src')).not.toContain('127.0.0.1');
  });
});
