/**
 * The first calls of the find tab and of the post detail (the two pages a member opens cold: the
 * app, and a shared post), started by an inline script in index.html while the app's scripts are
 * still downloading (members' build only: `scripts/vite/first-pages.ts` writes it into the page, see
 * `prefetchInlineScript`). Without it the chain was: HTML, then the JS, then its evaluation, then
 * the domain list and the posts (each private call behind a CORS preflight), then the first
 * picture. With it, the calls, the route's code and the first picture's download overlap the JS.
 *
 * The script only starts requests; the app adopts their answers in `request()` (see
 * `src/api/client-prefetch.ts`), so the answers go through the same envelope parsing, error
 * policy and query keys as any other call: a prefetched answer is not trusted more.
 *
 * `runPagePrefetch` is turned into text (`Function.prototype.toString`) and runs before any module
 * of the app: it must import nothing and use only what a browser has.
 */
import type { PrefetchedCall } from '@/api/client-prefetch';
import { shellPage, withShellPage, type ShellPost } from './first-paint/shell-inline.ts';

/** A call, as the client builds it (path and query from the API host; whether private). */
interface PlannedCall {
  path: string;
  private: boolean;
}

/** A route's own chunks and style sheets (site paths), beyond what index.html loads. */
interface PlannedAssets {
  modules?: string[];
  styles?: string[];
}

/** What the build writes into the page for `runPagePrefetch`. */
export interface PrefetchPlan extends PlannedAssets {
  /** The API host, ending in '/' (the token goes to this host only). */
  apiBase: string;
  /** Paths (from the API host) where the find tab opens. */
  pagePaths: string[];
  /** The find tab's calls. */
  calls: PlannedCall[];
  /** The call whose first post's picture is preloaded, and the domain-list call for its host. */
  postsPath: string;
  domainsPath: string;
  /** The domain type of post pictures (3). */
  imageDomainType: number;
  /** Each language's strings (site paths). */
  locales?: Record<string, string>;
  /** The post detail: its path, and its post's call with `{id}` for the address's postId. */
  postDetail: PlannedAssets & { pagePath: string; postPath: string };
}

/** A post as the script reads it for its picture. */
type PostFiles = { files?: { type: number; url: string; postVideoFile?: { cover?: string } }[] };

/* eslint-disable no-var -- the body runs as an old-style inline script (no modules, no imports) */
export function runPagePrefetch(plan: PrefetchPlan): void {
  try {
    // The same test as the shells' (the page they draw is the page whose calls start here).
    var page = shellPage({ pagePaths: plan.pagePaths, postPagePath: plan.postDetail.pagePath });
    if (!page) return;
    var onFind = page === 'find';
    var postId = onFind ? null : new URLSearchParams(location.search).get('postId');
    var token = localStorage.getItem('token');
    // Neither page's loader fetches anything for a visitor: they are sent to log in.
    if (!token) return;
    var match = document.cookie.match(/(?:^|;\s*)language=([A-Za-z_]+)/);
    var language = match ? match[1] : 'zh_CN';
    var calls: PrefetchedCall[] = [];
    var start = function (path: string, isPrivate: boolean): Promise<Response> {
      var headers: Record<string, string> = {
        Accept: 'application/json',
        // A language tag, as request() sends it (src/api/client.ts says why).
        'Accept-Language': (language || 'zh_CN').replace('_', '-'),
      };
      // The token goes to the API host only, and only on private calls (as in request()).
      if (isPrivate && token) headers.Authorization = token;
      var url = plan.apiBase + path;
      var response = fetch(url, { method: 'GET', headers: headers });
      calls.push({ url: url, token: isPrivate ? token : null, at: Date.now(), response: response });
      return response;
    };
    // The post whose picture is the largest paint: the find tab's first, or the post detail's.
    var postPath = onFind
      ? plan.postsPath
      : plan.postDetail.postPath.replace('{id}', encodeURIComponent(postId || ''));
    var planned: PlannedCall[] = onFind
      ? plan.calls
      : [
          { path: plan.domainsPath, private: true },
          { path: postPath, private: true },
        ];
    var assets: PlannedAssets = onFind ? plan : plan.postDetail;
    // The calls first: each waits for a preflight, and appending the links below takes a while.
    var answers: Record<string, Promise<Response>> = {};
    for (var i = 0; i < planned.length; i++) {
      var call = planned[i]!;
      answers[call.path] = start(call.path, call.private);
    }
    window.__prefetched = calls;
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
    var modules = (assets.modules || []).concat(
      plan.locales ? [plan.locales[language || '']!] : [],
    );
    for (var m = 0; m < modules.length; m++) preload(modules[m], 'script', 'modulepreload');
    for (var c = 0; c < (assets.styles || []).length; c++)
      preload(assets.styles![c], 'style', 'preload');
    // The first post's picture is the largest paint: ask for it as soon as the post and the
    // media hosts are known (the same URL the card composes, so the card finds it cached).
    var data = function (r: Response | undefined): Promise<unknown> {
      return r ? r.clone().json() : Promise.reject(new Error('no answer'));
    };
    Promise.all([answers[postPath], answers[plan.domainsPath]])
      .then(function (both) {
        return Promise.all([data(both[0]), data(both[1])]);
      })
      .then(function (both) {
        var posts = both[0] as { data?: (PostFiles & { resultList?: unknown[] }) | null };
        var domains = both[1] as { data?: { type: number; domain: string }[] };
        var first = onFind
          ? posts.data && posts.data.resultList && posts.data.resultList[0]
          : posts.data;
        var host = (domains.data || []).filter(function (d) {
          return d.type === plan.imageDomainType;
        })[0];
        if (!first || !host) return;
        var files = (first as PostFiles).files || [];
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
        // The shell (src/app/first-paint/shell-inline.ts) draws the post's card with these.
        window.__shellFirst = { post: first as ShellPost, images: hrefs };
        if (window.__shellFill) window.__shellFill();
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
 * The first calls, as the route loaders start them for a signed-in member: the find tab's
 * (`src/features/feed/prefetch.ts`, without a topic) and the post detail's
 * (`src/features/post/prefetch.ts`). `prefetch-inline.test.ts` checks each against the loaders'
 * own requests, so the two cannot drift apart.
 */
export function prefetchPlan(apiBase: string): PrefetchPlan {
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
    postDetail: { pagePath: '/post/postDetail', postPath: 'post/app/p/post/private/info/{id}' },
  };
}

/** The inline script's text for a plan: the function above, called once. */
export function prefetchInlineScript(plan: PrefetchPlan): string {
  return withShellPage(runPagePrefetch.toString(), plan);
}
