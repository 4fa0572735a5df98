import { createElement } from 'react';
import { addons, types, useGlobals, useParameter } from 'storybook/manager-api';

/**
 * "Open in the app": in the review site (`npm run build:review`: the demo app at the root, this
 * Storybook under /storybook/), a story rendered at a route links to the same state in the
 * running app: its route, signed in as its story is, under its scenario and the toolbar's, in
 * the toolbar's theme and language (through the app's open.html, scripts/vite/static-host-pages.ts). Elsewhere (the dev server,
 * Chromatic) there is no app beside Storybook, and no link.
 */
function appBase(): URL | null {
  return window.location.pathname.endsWith('/storybook/')
    ? new URL('../', window.location.href)
    : null;
}

function OpenInApp() {
  const route = useParameter<string | undefined>('route', undefined);
  const mock = useParameter<string | undefined>('mock', undefined);
  const session = useParameter<string | null | undefined>('session', undefined);
  const [globals] = useGlobals();
  const base = appBase();
  if (!base || !route) return null;
  const toolbar = typeof globals.mock === 'string' && globals.mock !== 'none' ? globals.mock : '';
  const url = new URL('open.html', base);
  url.searchParams.set('route', route);
  url.searchParams.set('session', session === undefined ? 'member' : (session ?? 'none'));
  const scenario = [mock, toolbar].filter(Boolean).join(';');
  if (scenario) url.searchParams.set('mock', scenario);
  // The toolbar's theme and language (preview.tsx's defaults when untouched): the app opens in them.
  url.searchParams.set('theme', globals.theme === 'light' ? 'light' : 'dark');
  url.searchParams.set('lang', typeof globals.locale === 'string' ? globals.locale : 'zh_CN');
  // createElement, not JSX: Storybook compiles the manager with the classic runtime.
  return createElement(
    'a',
    {
      href: url.toString(),
      target: '_blank',
      rel: 'noreferrer',
      style: { alignSelf: 'center', fontSize: 12, padding: '0 8px', whiteSpace: 'nowrap' },
    },
    'Open in the app ↗',
  );
}

addons.register('lumen/open-in-app', () => {
  addons.add('lumen/open-in-app/tool', {
    type: types.TOOL,
    title: 'Open in the app',
    match: ({ viewMode }) => viewMode === 'story',
    render: () => createElement(OpenInApp),
  });
});
