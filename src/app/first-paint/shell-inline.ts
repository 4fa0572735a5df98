/**
 * The inline script that shows a page's shell (`page-shell.ts`) while the app downloads:
 * - on the find tab for a member (the same test as the prefetch: `/` or the find tab, no topic, a
 *   token);
 * - on a post opened by its link (`/post/postDetail?postId=`, a token);
 * it stamps the page's `<template>` into #root in place of the splash, puts in the member's
 * language's words, and, once the prefetched post and the domain list have answered
 * (`prefetch-inline.ts` hands them over as `window.__shellFirst`), draws the post's card with its
 * picture: the largest paint no longer waits for React.
 *
 * Like `runPagePrefetch`, `runPageShell` is turned into text and runs before any module: it must
 * import nothing at run time and use only what a browser has. Post data is written with
 * textContent only: a post saying `<img onerror=…>` shows exactly that.
 */
import type { ShellLabels } from './shell-labels';

export interface PageShellPlan {
  /** Paths where the find tab opens (as the prefetch plan's). */
  pagePaths: string[];
  /** The post detail's path (it needs `?postId=`). */
  postPagePath: string;
  /** The top bar's back icon, for a post reached inside the app and then reloaded. */
  backIcon: { path: string; strokeWidth: number };
  /** The shell's words per language (the template carries zh_CN). */
  labels: Record<string, ShellLabels>;
  /** Post texts longer than this many characters show cut, with "expand" (PREVIEW_LENGTH). */
  previewLength: number;
  /** The source of `ONE_UNIT_CHARACTERS` (src/lib/format.ts): texts cut without Intl.Segmenter. */
  oneUnitCharacters: string;
}

/** The parts of the first post the card needs (src/api/schemas/post.ts). */
export interface ShellPost {
  userId?: string;
  content?: string;
  follow?: boolean;
  unlock?: boolean;
  userInfo?: { nickname?: string | null; username?: string; tags?: string[] | null };
  files?: { type: number; width?: number; height?: number }[];
}

/** What the prefetch hands over: the first post and the URLs of its pictures, in card order. */
export interface ShellFirst {
  post: ShellPost;
  images: string[];
}

declare global {
  interface Window {
    __shellFirst?: ShellFirst;
    __shellFill?: () => void;
  }
}

/* eslint-disable no-var -- the body runs as an old-style inline script (no modules, no imports) */
export function runPageShell(plan: PageShellPlan): void {
  try {
    var page = shellPage(plan);
    // A visitor is sent to log in: the splash stays.
    if (!page || !localStorage.getItem('token')) return;
    // The post detail shows its post in full; a feed cuts long texts.
    var detail = page === 'post';
    var template = document.getElementById(page + '-shell') as HTMLTemplateElement | null;
    var root = document.getElementById('root');
    if (!template || !root) return;
    var match = document.cookie.match(/(?:^|;\s*)language=([A-Za-z_]+)/);
    var words = plan.labels[match ? match[1]! : 'zh_CN'] || plan.labels.zh_CN || {};
    var shell = template.content.cloneNode(true) as DocumentFragment;
    var named = shell.querySelectorAll('[data-l]');
    for (var n = 0; n < named.length; n++) {
      var key = named[n]!.getAttribute('data-l') || '';
      if (words[key]) named[n]!.textContent = words[key]!;
    }
    // A post reached inside the app, then reloaded: the app's history has a page behind it, and
    // the top bar offers back instead of home (src/components/top-bar/go-back.ts).
    var lead = shell.querySelector('[data-shell-lead]');
    var index = history.state && (history.state as { idx?: unknown }).idx;
    if (lead && typeof index === 'number' && index > 0) {
      lead.setAttribute('d', plan.backIcon.path);
      lead.setAttribute('stroke-width', String(plan.backIcon.strokeWidth));
    }
    root.textContent = '';
    root.appendChild(shell);

    var make = function (tag: string, className: string, text?: string): HTMLElement {
      var element = document.createElement(tag);
      if (className) element.className = className;
      if (text) element.textContent = text;
      return element;
    };
    // A picture frame as MediaImage draws it: the box from the ratio, the image over it.
    var frame = function (ratio: number, src: string | undefined): HTMLElement {
      var box = make('span', 'fs-media');
      box.style.aspectRatio = String(ratio);
      if (src) {
        var img = document.createElement('img');
        img.alt = '';
        img.setAttribute('fetchpriority', 'high');
        img.src = src;
        box.appendChild(img);
        box.setAttribute('data-shell-picture', '');
      }
      return box;
    };
    // The card of PostCard: author row, text (cut as PostText cuts it), media, the actions' row.
    var card = function (first: ShellFirst): HTMLElement | null {
      var post = first.post;
      var files = post.files || [];
      var video = files.filter(function (f) {
        return f.type === 2;
      })[0];
      // A locked post shows its lock panel, and the detail's video its player: left to the app
      // (the skeleton stays).
      if (!post.unlock || !files.length || !first.images.length || (detail && video)) return null;
      var article = make('article', 'fs-card');
      var head = make('div', 'fs-head');
      head.appendChild(make('span', 'fs-avatar'));
      var author = make('span', 'fs-author');
      var info = post.userInfo || {};
      author.appendChild(make('span', 'fs-name', info.nickname || info.username || ''));
      if (info.tags && info.tags.length) {
        var tags = make('span', 'fs-tags');
        for (var t = 0; t < info.tags.length; t++) {
          var label = info.tags[t] || '';
          tags.appendChild(make('span', '', words['tag:' + label] || label));
        }
        author.appendChild(tags);
      }
      head.appendChild(author);
      if (post.userId !== localStorage.getItem('userId'))
        head.appendChild(
          make(
            'span',
            'fs-follow',
            words[post.follow ? 'people.person.followed' : 'people.person.follow'],
          ),
        );
      article.appendChild(head);
      var body = make('div', 'fs-body');
      var content = post.content || '';
      if (detail && content) body.appendChild(make('p', 'fs-text', content));
      else if (content) {
        // Characters as the app counts them (src/lib/format.ts truncate): graphemes. The first
        // Intl.Segmenter of a page loads ICU data (a long task on a phone), so a text that is
        // short, or made of one-unit characters only, is cut without one.
        var chars =
          content.length <= plan.previewLength || new RegExp(plan.oneUnitCharacters).test(content)
            ? content.split('')
            : typeof Intl.Segmenter === 'function'
              ? Array.from(
                  new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(content),
                  function (s) {
                    return s.segment;
                  },
                )
              : Array.from(content);
        var text = make('p', 'fs-text');
        if (chars.length > plan.previewLength) {
          text.textContent = chars.slice(0, plan.previewLength).join('') + '… ';
          text.appendChild(make('span', 'fs-more', words['post.card.expand']));
        } else text.textContent = content;
        body.appendChild(text);
      }
      if (video) body.appendChild(frame(16 / 9, first.images[0]));
      else if (files.length === 1) {
        var only = files[0]!;
        var ratio =
          only.width && only.height
            ? Math.min(4 / 3, Math.max(3 / 4, only.width / only.height))
            : 4 / 3;
        body.appendChild(frame(ratio, first.images[0]));
      } else {
        var grid = make('span', 'fs-grid');
        grid.setAttribute('data-count', String(files.length));
        for (var g = 0; g < files.length; g++) grid.appendChild(frame(1, first.images[g]));
        body.appendChild(grid);
      }
      article.appendChild(body);
      article.appendChild(make('div', 'fs-actions'));
      return article;
    };
    window.__shellFill = function () {
      var slot = document.querySelector('#root [data-shell-first]');
      var first = window.__shellFirst;
      if (!slot || !first || slot.hasAttribute('data-filled')) return;
      var drawn = card(first);
      if (!drawn) return;
      slot.textContent = '';
      slot.appendChild(drawn);
      // The card is taller than its skeleton: the skeleton below would be pushed down (a layout
      // shift); it goes instead (the card reaches the bottom bar anyway).
      while (slot.nextSibling) slot.parentNode!.removeChild(slot.nextSibling);
      slot.setAttribute('data-filled', '');
    };
    // The answers may have come before this script ran.
    window.__shellFill();
  } catch {
    // An old browser: the splash or the skeleton stays until the app renders.
  }
}

/**
 * Runs in the head right after the style sheets, which the members' build only preloads (so
 * they do not hold the shell's first paint). Where the shell will not show, they become
 * render-blocking style sheets again, as they were: those pages paint the splash, then the app,
 * exactly as before.
 */
export function runStyleGate(plan: GatePlan): void {
  var shell = false;
  try {
    shell = !!shellPage(plan) && !!localStorage.getItem('token');
  } catch {
    // Storage refused: runPageShell shows no shell either.
  }
  if (shell) return;
  var links = document.querySelectorAll('link[rel="preload"][data-app-style]');
  for (var i = 0; i < links.length; i++) {
    // Still in the head (no body yet): `blocking=render` holds the first paint for it.
    links[i]!.setAttribute('blocking', 'render');
    links[i]!.setAttribute('rel', 'stylesheet');
  }
}

/* eslint-enable no-var */

type GatePlan = Pick<PageShellPlan, 'pagePaths' | 'postPagePath'>;

/**
 * Which shell this address shows: the find tab's (no topic), a post's (with its id), or none.
 * The prefetch starts the calls of the same page. Every inline script carries it
 * (`withShellPage`).
 */
export function shellPage(plan: GatePlan): 'find' | 'post' | null {
  if (plan.pagePaths.indexOf(location.pathname) >= 0)
    return location.search.indexOf('tagId=') < 0 ? 'find' : null;
  return location.pathname === plan.postPagePath &&
    new URLSearchParams(location.search).get('postId')
    ? 'post'
    : null;
}

/**
 * The inline scripts' text for a plan: the functions above, each called once, with `shellPage`
 * beside them in a scope of their own (not a global of the page).
 */
export const withShellPage = (run: string, plan: unknown) =>
  `(function(){var shellPage=${shellPage.toString()};(${run})(${JSON.stringify(plan)});})();`;
export function pageShellScript(plan: PageShellPlan): string {
  return withShellPage(runPageShell.toString(), plan);
}
export function styleGateScript(plan: GatePlan): string {
  return withShellPage(runStyleGate.toString(), {
    pagePaths: plan.pagePaths,
    postPagePath: plan.postPagePath,
  });
}
