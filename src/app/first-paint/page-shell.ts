/**
 * The first paint of the two pages a member most often opens cold, written into index.html by the
 * members' build (`scripts/vite/first-pages.ts`, plugin `prefetch-first-pages`):
 * - the find tab: a `<template>` with the tab's frame (top bar, channel strip, banner and topic
 *   placeholders, post-card skeletons, bottom bar);
 * - a post opened by its link (a shared post): its top bar and the card's skeleton;
 * each with its own small CSS, so a phone paints the screen from the HTML alone instead of
 * waiting for the style sheets and the JS. The inline script of `shell-inline.ts` stamps the
 * page's template into #root and draws the first post's card into it; React's first render
 * replaces it.
 *
 * A static copy of the real components' boxes, not a server render of them: the real ones need
 * Mantine's whole style sheet to look right, which is what the first paint must not wait for.
 * `e2e/production/page-shell.spec.ts` checks at 390 px that the real screen's top bar, strip,
 * first card and bottom bar land on the shell's boxes, so the two cannot drift apart unnoticed.
 */
import { LEADING } from '../../components/top-bar/leading.ts';
import { SHELL_STRIP, SHELL_TABS, type ShellLabels } from './shell-labels.ts';

/** Mantine's colours of the real screen, per scheme (index.html sets the scheme before paint). */
const DARK = {
  body: '#242424', // dark-7
  text: '#c9c9c9', // dark-0
  line: '#424242', // dark-4: borders, skeleton blocks
  frame: '#3b3b3b', // dark-5: picture and banner frames
  dim: '#c9c9c9', // dark-0: strip and bottom-bar labels
  active: '#faa2c1', // pink-3: the bottom bar's current tab
  mark: '#f783ac', // pink-4: the strip's current-channel underline
  lead: '#f8f9fa', // gray-0: the top bar's subtle gray button (gray-light-color)
};
const LIGHT = {
  body: '#ffffff',
  text: '#000000',
  line: '#dee2e6', // gray-3
  frame: '#e9ecef', // gray-2
  dim: '#495057', // gray-7
  active: '#c2255c', // pink-8
  mark: '#d6336c', // pink-7
  lead: '#212529', // gray-9
};

const vars = (c: typeof DARK) =>
  `--fs-body:${c.body};--fs-text:${c.text};--fs-line:${c.line};--fs-frame:${c.frame};` +
  `--fs-dim:${c.dim};--fs-active:${c.active};--fs-mark:${c.mark};--fs-lead:${c.lead}`;

/** The theme's font (src/app/theme.ts): the same text must wrap at the same places. */
const FONT =
  'system-ui,-apple-system,"PingFang SC","Hiragino Sans","Noto Sans CJK SC","Noto Sans JP","Microsoft YaHei",sans-serif';

/**
 * The boxes, copied from the real CSS modules (TopBar, TabBar, feed, PostCard, MediaImage,
 * FrameColumn) with Mantine's sizes written out (spacing sm 12 px, md 16 px; radius md 8 px).
 */
export const SHELL_CSS = `
body{margin:0;font-family:${FONT};font-size:16px;line-height:1.55;background:var(--fs-body,#242424)}
.fs{${vars(DARK)};box-sizing:border-box;display:flex;flex-direction:column;width:100%;min-width:320px;max-width:480px;min-height:100vh;min-height:100dvh;margin-inline:auto;background:var(--fs-body);color:var(--fs-text)}
[data-mantine-color-scheme=light] .fs{${vars(LIGHT)}}
[data-mantine-color-scheme=light] body{background:#fff}
.fs *,.fs *::before,.fs *::after{box-sizing:border-box}
.fs b{font:inherit}
.fs-main{display:flex;flex:1;flex-direction:column;min-width:0}
.fs-top{position:sticky;top:0;z-index:2;display:grid;grid-template-columns:48px 1fr 48px;align-items:center;min-height:calc(48px + env(safe-area-inset-top));padding-top:env(safe-area-inset-top);background:var(--fs-body);border-bottom:1px solid var(--fs-line)}
.fs-lead{display:flex;align-items:center;justify-content:center;min-height:48px;color:var(--fs-lead)}
.fs-top h1{grid-column:2;margin:0;font-size:18px;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden}
.fs-search{display:flex;align-items:center;justify-content:flex-end;min-height:48px;padding-right:4px}
.fs-search span{display:grid;place-items:center;width:44px;height:44px}
.fs-strip{display:flex;gap:4px;overflow:hidden;padding:0 12px}
.fs-strip span{flex:none;display:inline-flex;align-items:center;min-height:44px;padding:0 12px;color:var(--fs-dim);white-space:nowrap}
.fs-strip span[aria-current]{color:var(--fs-text);font-weight:700;box-shadow:inset 0 -3px 0 var(--fs-mark)}
.fs-banners{display:flex;gap:12px;overflow:hidden;padding:12px 16px 0}
.fs-banners i{flex:0 0 88%;aspect-ratio:750/320;border-radius:8px;background:var(--fs-frame)}
.fs-chips{display:flex;gap:10px;overflow:hidden;padding:12px 16px;height:var(--fs-chips-height)}
.fs-chips i{flex:none;width:70px;border-radius:32px;background:var(--fs-line)}
.fs-sk{display:block;border-radius:32px;background:var(--fs-line);animation:fs-pulse 1.5s linear infinite}
@keyframes fs-pulse{0%,100%{opacity:.4}50%{opacity:1}}
@media (prefers-reduced-motion:reduce){.fs-sk{animation:none}}
.fs-skel{padding:16px}
.fs-skel-head{display:flex;align-items:center;gap:12px;margin-bottom:12px}
.fs-skel-lines{display:flex;flex-direction:column;gap:6px}
.fs-card{display:flex;flex-direction:column;gap:12px;padding:16px;border-bottom:1px solid var(--fs-line)}
.fs-head{display:flex;align-items:center;gap:12px;min-height:44px}
.fs-avatar{flex:none;width:40px;height:40px;border-radius:50%;background:var(--fs-frame)}
.fs-author{display:flex;flex:1;flex-direction:column;gap:2px;min-width:0}
.fs-name{overflow:hidden;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.fs-tags{display:flex;flex-wrap:wrap;gap:4px}
.fs-tags span{display:inline-flex;align-items:center;height:18px;padding:0 8px;border:1px solid var(--fs-line);border-radius:4px;font-size:10px;font-weight:500;letter-spacing:.25px;line-height:1;white-space:nowrap}
.fs-tags span::before{content:'';flex:none;width:12px;height:12px;margin-right:5px}
.fs-follow{flex:none;display:inline-flex;align-items:center;justify-content:center;min-width:64px;height:32px;margin-block:6px;padding:0 14px;border:1px solid var(--fs-line);border-radius:32px;font-size:14px;font-weight:600}
.fs-body{display:flex;flex-direction:column;gap:12px}
.fs-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.55}
.fs-more{display:inline-block;min-height:44px;padding-inline:4px;font-weight:600;opacity:.8}
.fs-media{position:relative;display:block;overflow:hidden;width:100%;border-radius:8px;background:var(--fs-frame)}
.fs-media img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fs-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}
.fs-grid[data-count='2'],.fs-grid[data-count='4']{grid-template-columns:repeat(2,1fr)}
.fs-grid .fs-media{border-radius:4px}
.fs-actions{min-height:44px}
.fs-bar{position:sticky;bottom:0;z-index:2;display:grid;grid-template-columns:repeat(5,1fr);padding-bottom:env(safe-area-inset-bottom);border-top:1px solid var(--fs-line);background:var(--fs-body)}
.fs-bar span{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:56px;color:var(--fs-dim);font-size:12px}
.fs-bar span[aria-current]{color:var(--fs-active);font-weight:600}
`
  .trim()
  .replace(/\n/g, '');

/** The bottom bar's icons (src/components/tab-bar/TabBar.tsx). */
const TAB_ICONS: Record<(typeof SHELL_TABS)[number], string> = {
  index: 'M4 11 12 4l8 7v9h-5v-6H9v6H4Z',
  find: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5Z',
  videoPost: 'M4 6h11v12H4Zm11 4 5-3v10l-5-3Z',
  dynamic: 'M5 5h14v10H9l-4 4Z',
  my: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 16c1-4 4-6 7-6s6 2 7 6Z',
};

const SEARCH_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24"><circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="m16 16 4.5 4.5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>';

/** A label the inline script swaps for the member's language (`data-l` names its key). */
const label = (labels: ShellLabels, key: string) =>
  `<b data-l="${key}">${escapeHtml(labels[key] ?? '')}</b>`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One post card's loading skeleton (PostCardSkeleton: 340 px high). */
function skeleton(): string {
  const block = (h: number, w = '100%', extra = '') =>
    `<i class="fs-sk" style="height:${h}px;width:${w}${extra}"></i>`;
  return (
    `<div class="fs-skel" data-shell-skeleton>` +
    `<div class="fs-skel-head">${block(40, '40px', ';flex:none;border-radius:50%')}${block(12, '40%')}</div>` +
    `<div class="fs-skel-lines">${block(10)}${block(10, '70%')}${block(220, '100%', ';border-radius:8px;margin-top:6px')}</div>` +
    `</div>`
  );
}

/**
 * The topic row under the banners as the real screen first shows it (TagChips: a row of size-sm
 * chips with sm padding), measured at 390 px; the e2e check fails if the first card moves.
 */
export const SHELL_CHIPS_HEIGHT = 52;

export interface FindShellOptions {
  /** The shell's words in the default language (the inline script swaps in the member's). */
  labels: ShellLabels;
  /** Height of the topic row under the banners, as the real screen shows it. */
  chipsHeight: number;
}

/** The find tab's shell: one root element carrying its own style sheet. */
export function findShellMarkup({ labels, chipsHeight }: FindShellOptions): string {
  const strip = SHELL_STRIP.map(
    (tab) =>
      `<span${tab === 'find' ? ' aria-current="page"' : ''}>${label(labels, `feed.tabs.${tab}`)}</span>`,
  ).join('');
  const tabs = SHELL_TABS.map(
    (tab) =>
      `<span${tab === 'find' ? ' aria-current="page"' : ''}>` +
      `<svg width="24" height="24" viewBox="0 0 24 24"><path d="${TAB_ICONS[tab]}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>` +
      `${label(labels, `feed.tabs.${tab}`)}</span>`,
  ).join('');
  return (
    `<div class="fs" data-page-shell="find" aria-hidden="true" style="--fs-chips-height:${chipsHeight}px">` +
    `<style>${SHELL_CSS}</style>` +
    `<div class="fs-main">` +
    `<header class="fs-top" data-shell-box="top"><h1>${label(labels, 'feed.tabs.find')}</h1>` +
    `<span class="fs-search"><span>${SEARCH_ICON}</span></span></header>` +
    `<nav class="fs-strip" data-shell-box="strip">${strip}</nav>` +
    `<div class="fs-banners"><i></i><i></i></div>` +
    `<div class="fs-chips"><i></i><i></i><i></i><i></i><i></i></div>` +
    `<div data-shell-box="card" data-shell-first>${skeleton()}</div>` +
    skeleton() +
    `</div>` +
    `<nav class="fs-bar" data-shell-box="bar">${tabs}</nav>` +
    `</div>`
  );
}

/**
 * A post opened by its link: the top bar (the way home, or back when the app's history has a
 * page behind it: the inline script decides) and the card's skeleton, where the card is drawn.
 */
export function postShellMarkup({ labels }: Pick<FindShellOptions, 'labels'>): string {
  const home = LEADING.home;
  return (
    `<div class="fs" data-page-shell="post" aria-hidden="true">` +
    `<style>${SHELL_CSS}</style>` +
    `<div class="fs-main">` +
    `<header class="fs-top" data-shell-box="top">` +
    `<span class="fs-lead"><svg width="24" height="24" viewBox="0 0 24 24"><path data-shell-lead d="${home.path}" fill="none" stroke="currentColor" stroke-width="${home.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg></span>` +
    `<h1>${label(labels, 'post.detail.title')}</h1></header>` +
    `<div data-shell-box="card" data-shell-first>${skeleton()}</div>` +
    `</div>` +
    `</div>`
  );
}

/** The `<template>`s index.html carries (inert until stamped: no paint, no requests). */
export function pageShellTemplates(options: FindShellOptions): string {
  return (
    `<template id="find-shell">${findShellMarkup(options)}</template>` +
    `<template id="post-shell">${postShellMarkup(options)}</template>`
  );
}
