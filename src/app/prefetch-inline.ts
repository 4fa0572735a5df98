/**
 * The find tab's first calls, started by an inline script in index.html while the app's scripts
 * are still downloading (members' build only: `vite.config.ts` writes it into the page, see
 * `prefetchInlineScript`). Without it the chain was: HTML, then the JS, then its evaluation, then
 * the domain list and the posts (each private call behind a CORS preflight), then the first
 * picture. With it, the calls and the first picture's download overlap the JS.
 *
 * The script only starts requests; the app adopts their answers in `request()` (see
 * `src/api/client-prefetch.ts`), so the answers go through the same envelope parsing, schema,
 * error policy and query keys as any other call: a prefetched answer is not trusted more.
 *
 * `runFindPrefetch` is turned into text (`Function.prototype.toString`) and runs before any module
 * of the app: it must import nothing and use only what a browser has.
 */
import type { PrefetchedCall } from '@/api/client-prefetch';
import type { ShellPost } from './shell/shell-inline';

/** What the build writes into the page for `runFindPrefetch`. */
export interface FindPrefetchPlan {
  /** The API host, ending in '/' (the token goes to this host only). */
  apiBase: string;
  /** Paths (from the API host) where the find tab opens. */
  pagePaths: string[];
  /** The calls, as the client builds them (path and query from the API host; whether private). */
  calls: { path: string; private: boolean }[];
  /** The call whose first post's picture is preloaded, and the domain-list call for its host. */
  postsPath: string;
  domainsPath: string;
  /** The domain type of post pictures (3). */
  imageDomainType: number;
  /** The find route's own chunks and style sheets, and each language's strings (site paths). */
  modules?: string[];
  styles?: string[];
  locales?: Record<string, string>;
}

/* eslint-disable no-var -- the body runs as an old-style inline script (no modules, no imports) */
export function runFindPrefetch(plan: FindPrefetchPlan): void {
  try {
    if (plan.pagePaths.indexOf(location.pathname) < 0 || location.search.indexOf('tagId=') >= 0)
      return;
    var token = localStorage.getItem('token');
    // The find tab's loader fetches nothing for a visitor either: they are sent to log in.
    if (!token) return;
    var match = document.cookie.match(/(?:^|;\s*)language=([A-Za-z_]+)/);
    var language = match ? match[1] : 'zh_CN';
    var calls: PrefetchedCall[] = [];
    var start = function (path: string, isPrivate: boolean): Promise<Response> {
      var headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': language || 'zh_CN',
      };
      // The token goes to the API host only, and only on private calls (as in request()).
      if (isPrivate && token) headers.Authorization = token;
      var url = plan.apiBase + path;
      var response = fetch(url, { method: 'GET', headers: headers });
      calls.push({ url: url, token: isPrivate ? token : null, at: Date.now(), response: response });
      return response;
    };
    // The route's code and the member's strings load with the data, not after the router ran.
    var preload = function (href: string | undefined, as: string, rel: string): void {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = rel;
      link.as = as;
      // As Vite's own loader asks for them, so the browser reuses these downloads.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
    var modules = (plan.modules || []).concat(plan.locales ? [plan.locales[language || '']!] : []);
    for (var m = 0; m < modules.length; m++) preload(modules[m], 'script', 'modulepreload');
    for (var c = 0; c < (plan.styles || []).length; c++)
      preload(plan.styles![c], 'style', 'preload');
    var answers: Record<string, Promise<Response>> = {};
    for (var i = 0; i < plan.calls.length; i++) {
      var call = plan.calls[i]!;
      answers[call.path] = start(call.path, call.private);
    }
    window.__findPrefetch = calls;
    // The first post's picture is the largest paint: ask for it as soon as the posts and the
    // media hosts are known (the same URL the card composes, so the card finds it cached).
    var data = function (r: Response | undefined): Promise<unknown> {
      return r ? r.clone().json() : Promise.reject(new Error('no answer'));
    };
    Promise.all([answers[plan.postsPath], answers[plan.domainsPath]])
      .then(function (both) {
        return Promise.all([data(both[0]), data(both[1])]);
      })
      .then(function (both) {
        var posts = both[0] as { code?: number; data?: { resultList?: unknown[] } };
        var domains = both[1] as { code?: number; data?: { type: number; domain: string }[] };
        var first = posts.data && posts.data.resultList && posts.data.resultList[0];
        var host = (domains.data || []).filter(function (d) {
          return d.type === plan.imageDomainType;
        })[0];
        if (!first || !host) return;
        var files =
          (first as { files?: { type: number; url: string; postVideoFile?: { cover?: string } }[] })
            .files || [];
        var video = files.filter(function (f) {
          return f.type === 2;
        })[0];
        var paths = video
          ? [video.postVideoFile && video.postVideoFile.cover]
          : files.slice(0, files.length === 1 ? 1 : 3).map(function (f) {
              return f.url;
            });
        var hrefs: string[] = [];
        for (var j = 0; j < paths.length; j++) {
          var path = paths[j];
          if (!path) continue;
          var href = /^(https?:|data:|blob:)/i.test(path)
            ? path
            : (/\/$/.test(host.domain) ? host.domain : host.domain + '/') +
              path.replace(/^\/+/, '');
          hrefs.push(href);
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = href;
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
        }
        // The shell (src/app/shell/shell-inline.ts) draws the first card with these pictures.
        window.__findFirst = { post: first as ShellPost, images: hrefs };
        if (window.__findShellFill) window.__findShellFill();
      })
      .catch(function () {
        // Nothing to preload: the app fetches and shows its own failure states.
      });
  } catch {
    // Storage refused or an old browser: the app starts its calls itself.
  }
}
/* eslint-enable no-var */

/**
 * The find tab's first calls, as `src/features/feed/prefetch.ts` starts them for a signed-in
 * member on the find tab without a topic (`prefetch-inline.test.ts` checks each path against
 * `buildUrl` of the app's own queries, so the two cannot drift apart).
 */
export function findPrefetchPlan(apiBase: string): FindPrefetchPlan {
  const domainsPath = 'party/common/domain/private/domain';
  const postsPath = 'post/app/p/post/private/type/page?limit=10&sort=desc&sortType=3&page=1';
  return {
    apiBase: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    pagePaths: ['/', '/column/columnTabbar/find'],
    calls: [
      { path: domainsPath, private: true },
      { path: postsPath, private: true },
      { path: 'post/app/p/tag/private/list', private: true },
      { path: 'inst/app/banner/private/list?location=1&bannerType=2', private: true },
      { path: 'party/common/advertising/public/info?location=201', private: false },
    ],
    postsPath,
    domainsPath,
    imageDomainType: 3,
  };
}

/** The inline script's text for a plan: the function above, called once. */
export function prefetchInlineScript(plan: FindPrefetchPlan): string {
  return `(${runFindPrefetch.toString()})(${JSON.stringify(plan)});`;
}
