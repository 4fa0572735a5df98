import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { FIND_ROUTE, POST_DETAIL_ROUTE, routeAssets } from '../../src/app/prefetch-build.ts';
import { prefetchInlineScript, prefetchPlan } from '../../src/app/prefetch-inline.ts';
import { LEADING } from '../../src/components/top-bar/leading.ts';
import { SHELL_CHIPS_HEIGHT, pageShellTemplates } from '../../src/app/first-paint/page-shell.ts';
import { pageShellScript, styleGateScript } from '../../src/app/first-paint/shell-inline.ts';
import { shellLabels } from '../../src/app/first-paint/shell-labels.ts';
import { ONE_UNIT_CHARACTERS, PREVIEW_LENGTH } from '../../src/lib/format.ts';

/**
 * The members' build starts the find tab's (or the post detail's) first calls from an inline
 * script while its modules download (`src/app/prefetch-inline.ts`; the app adopts the answers),
 * and paints that page's shell (`src/app/first-paint/`). Not the demo build: its mock service worker is not answering
 * yet when the page's first script runs.
 */
export function prefetchFirstPages(apiBase: string | undefined, enabled: boolean): Plugin {
  return {
    name: 'prefetch-first-pages',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      // Where index.html marks it: before the style sheets, which would hold the script back.
      const marker = /<!--\s*find-prefetch:[\s\S]*?-->/;
      const shellMarker = /<!--\s*find-shell:[\s\S]*?-->/;
      if (!enabled || !apiBase || !ctx.filename.endsWith('index.html'))
        return html.replace(marker, '').replace(shellMarker, '');
      const plan = prefetchPlan(apiBase);
      const script = prefetchInlineScript(
        ctx.bundle
          ? {
              ...plan,
              ...routeAssets(ctx.bundle, FIND_ROUTE),
              postDetail: {
                ...plan.postDetail,
                modules: routeAssets(ctx.bundle, POST_DETAIL_ROUTE).modules,
                styles: routeAssets(ctx.bundle, POST_DETAIL_ROUTE).styles,
              },
            }
          : plan,
      );
      // The shells (src/app/first-paint/): their templates and the script that stamps one, after #root.
      const labels = shellLabels(
        Object.fromEntries(
          ['zh_CN', 'en_US', 'ja'].map((l) => [
            l,
            JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as unknown,
          ]),
        ),
      );
      const shell =
        pageShellTemplates({ labels: labels.zh_CN ?? {}, chipsHeight: SHELL_CHIPS_HEIGHT }) +
        `<script>${pageShellScript({
          pagePaths: plan.pagePaths,
          postPagePath: plan.postDetail.pagePath,
          backIcon: { path: LEADING.back.path, strokeWidth: LEADING.back.strokeWidth },
          labels,
          previewLength: PREVIEW_LENGTH,
          oneUnitCharacters: ONE_UNIT_CHARACTERS,
        })}</script>`;
      return (
        html
          .replace(marker, () => `<script>${script}</script>`)
          .replace(shellMarker, () => shell)
          // The style sheets no longer hold the shell's first paint (it brings its own CSS): they
          // download at once as preloads, and main.tsx applies them before the first render.
          // Where the shell does not show, the gate after the last one makes them blocking again.
          .replace(
            /<link rel="stylesheet"([^>]*?)>/g,
            (_tag, attrs: string) => `<link rel="preload" as="style" data-app-style${attrs}>`,
          )
          .replace(
            /(<link rel="preload" as="style" data-app-style[^>]*>)(?![\s\S]*data-app-style)/,
            (last) =>
              `${last}<script>${styleGateScript({ ...plan, postPagePath: plan.postDetail.pagePath })}</script>`,
          )
      );
    },
  };
}
