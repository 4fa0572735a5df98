// Vite plugin: the demo build's extra pages for a static host (the opener, 404.html, _redirects).
import type { Plugin } from 'vite';
import { NAMED_TOKENS, NAMED_USERS } from '../../fixtures/users.ts';

/** The app's address of a state: a screen, signed in as a named person, under a scenario. */
export const OPEN_PAGE = 'open.html';

/**
 * The opener (`open.html?route=/post/postDetail%3FpostId%3D50013&session=member&mock=offline&theme=light&lang=en_US`):
 * the state a story shows, in the running app. It starts the app's mocks from the seed as a story
 * does, signs in as the story's person (or out: `session=none`), sets the scenario and the
 * latency (`mockLatency`, 200 ms by default) for the browser session, the theme and the language
 * as the member's own choices (their cookies), and opens the app's own page (index.html, a real
 * file beside it) with the route kept for the app to go to as it starts
 * (src/app/opened-route.ts): a plain static host with no fallback for deep paths serves it too.
 * Storybook's "Open in the app" link and the artefact check go through it.
 */
function openerScript(sessions: Record<string, { token: string; userId: string }>): void {
  const query = new URLSearchParams(window.location.search);
  const route = query.get('route') ?? '/';
  // An app path only: never another site ('//host', 'https:').
  const target = /^\/(?!\/)/.test(route) ? route : '/';
  sessionStorage.clear();
  sessionStorage.setItem('mock:reseed', '1');
  sessionStorage.setItem('mock:scenario', query.get('mock') ?? '');
  const latency = query.get('mockLatency');
  if (latency !== null) sessionStorage.setItem('mock:latency', latency);
  // What every story starts from (.storybook/preview.tsx): the screen, not today's dialogs.
  sessionStorage.setItem('ins_hide_warn_pop', '1');
  sessionStorage.setItem('feed_seen_notices', '["n1","n2"]');
  localStorage.clear();
  const session = sessions[query.get('session') ?? 'member'];
  if (session) {
    localStorage.setItem('token', session.token);
    localStorage.setItem('userId', session.userId);
  }
  // The story's toolbar theme and language, as the member's cookies (src/lib/preferences.ts).
  const cookie = (name: string, value: string) =>
    (document.cookie = `${name}=${value}; path=/; max-age=31536000; SameSite=Lax`);
  const theme = query.get('theme');
  if (theme === 'dark' || theme === 'light') cookie('theme', theme);
  const language = query.get('lang');
  if (language === 'zh_CN' || language === 'en_US' || language === 'ja')
    cookie('language', language);
  sessionStorage.setItem('open:route', target);
  window.location.replace(new URL('./', window.location.href).toString());
}

function openerPage(): string {
  const sessions = Object.fromEntries(
    Object.entries(NAMED_TOKENS).map(([name, token]) => [
      name,
      { token, userId: NAMED_USERS[name as keyof typeof NAMED_USERS].userId },
    ]),
  );
  return `<!doctype html><meta charset="utf-8"><title>Opening…</title>
<script>(${openerScript.toString()})(${JSON.stringify(sessions)})</script>\n`;
}

/**
 * What a plain static host needs to serve the demo app (hosted review) with deep links that
 * survive a reload: `404.html`, the app's page again, which GitHub Pages, Cloudflare Pages and
 * most hosts serve for a path with no file; `_redirects` for Netlify (a rewrite to index.html;
 * files that exist, Storybook's among them, still win). And the opener above. Not in the members'
 * build: its host is configured for it.
 */
export function staticHostPages(enabled: boolean): Plugin {
  return {
    name: 'static-host-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      // The app's build only (Storybook builds its iframe.html with this config too).
      if (!enabled || page?.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: '404.html', source: page.source });
      this.emitFile({ type: 'asset', fileName: '_redirects', source: '/*  /index.html  200\n' });
      this.emitFile({ type: 'asset', fileName: OPEN_PAGE, source: openerPage() });
    },
  };
}
