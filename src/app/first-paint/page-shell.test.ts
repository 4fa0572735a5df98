import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@locales/en_US.json';
import zh from '@locales/zh_CN.json';
import { ONE_UNIT_CHARACTERS, PREVIEW_LENGTH } from '@/lib/format';
import { BOTTOM_TABS, CHANNEL_TABS } from '@/components/tab-bar/tabs';
import { LEADING } from '@/components/top-bar/leading';
import { SHELL_CHIPS_HEIGHT, pageShellTemplates } from './page-shell';
import {
  pageShellScript,
  runPageShell,
  runStyleGate,
  type PageShellPlan,
  type ShellFirst,
} from './shell-inline';
import { shellLabels } from './shell-labels';

const labels = shellLabels({ zh_CN: zh, en_US: en });
const template = pageShellTemplates({ labels: labels.zh_CN!, chipsHeight: SHELL_CHIPS_HEIGHT });
const plan: PageShellPlan = {
  pagePaths: ['/', '/column/columnTabbar/find'],
  postPagePath: '/post/postDetail',
  backIcon: LEADING.back,
  labels,
  previewLength: PREVIEW_LENGTH,
  oneUnitCharacters: ONE_UNIT_CHARACTERS,
};
const SPLASH = '<div data-splash="">L</div>';

const first: ShellFirst = {
  post: {
    userId: '10002',
    content: '<img src=x onerror=alert(1)> 谢谢大家',
    follow: false,
    unlock: true,
    userInfo: { nickname: '綾 Aya', username: 'aya_photo', tags: ['女神认证'] },
    files: [{ type: 1, width: 900, height: 1200 }],
  },
  images: ['http://media.test/p/1.jpg'],
};

const root = () => document.getElementById('root')!;

function page(path: string, html = template): void {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${SPLASH}</div>${html}`;
}

beforeEach(() => {
  localStorage.setItem('token', 'token-member-10001');
  localStorage.setItem('userId', '10001');
});

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  delete window.__shellFirst;
  delete window.__shellFill;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the find tab shell of index.html', () => {
  it('carries the top bar, the channel strip, the skeleton and the bottom bar, in zh_CN', () => {
    const holder = document.createElement('div');
    holder.innerHTML = template;
    const shell = holder.querySelector<HTMLTemplateElement>('#find-shell')!.content;
    const top = shell.querySelector('[data-shell-box="top"]');
    expect(top?.querySelector('h1')?.textContent).toBe(zh.feed.tabs.find);
    expect(top?.querySelector('svg')).not.toBeNull();
    const strip = shell.querySelector('[data-shell-box="strip"]');
    // The app's own strip and bar (tab-bar/tabs.ts), in order, in the member's words.
    const words = (tabs: readonly (keyof typeof zh.feed.tabs)[]) =>
      tabs.map((t) => zh.feed.tabs[t]);
    expect([...strip!.children].map((c) => c.textContent)).toEqual(words(CHANNEL_TABS));
    const bar = shell.querySelector('[data-shell-box="bar"]');
    expect([...bar!.children].map((c) => c.textContent)).toEqual(words(BOTTOM_TABS));
    expect(bar?.querySelector('[aria-current="page"]')?.textContent).toBe(zh.feed.tabs.find);
    expect(shell.querySelectorAll('[data-shell-skeleton]')).toHaveLength(2);
    // Its own CSS, for both schemes: the first paint needs no style sheet.
    const css = shell.querySelector('style')?.textContent ?? '';
    expect(css).toContain('[data-mantine-color-scheme=light] .fs{');
    expect(css.length).toBeLessThan(8_000);
  });

  it('runs from the text index.html carries, leaving no global behind', () => {
    page('/column/columnTabbar/find');
    // As the page runs it: a classic script, in the global scope.
    window.eval(pageShellScript(plan));
    expect(root().querySelector('[data-page-shell="find"]')).not.toBeNull();
    expect('shellPage' in window).toBe(false);
  });

  it('replaces the splash on the find tab for a member', () => {
    for (const path of ['/', '/column/columnTabbar/find']) {
      page(path);
      runPageShell(plan);
      expect(root().querySelector('[data-page-shell="find"]'), path).not.toBeNull();
      expect(root().querySelector('[data-splash]')).toBeNull();
    }
  });

  it('keeps the splash for a visitor, on another page and for a topic', () => {
    localStorage.removeItem('token');
    page('/column/columnTabbar/find');
    runPageShell(plan);
    expect(root().innerHTML).toBe(SPLASH);
    localStorage.setItem('token', 'token-member-10001');
    for (const path of [
      '/column/search',
      '/post/postDetail',
      '/post/postDetail?postId=',
      '/column/columnTabbar/find?tagId=3',
    ]) {
      page(path);
      runPageShell(plan);
      expect(root().innerHTML, path).toBe(SPLASH);
    }
    expect(window.__shellFill).toBeUndefined();
  });

  it("writes the member's language", () => {
    document.cookie = 'language=en_US';
    page('/');
    runPageShell(plan);
    expect(root().querySelector('h1')?.textContent).toBe(en.feed.tabs.find);
    expect(root().querySelector('[data-shell-box="bar"]')?.textContent).toContain(en.feed.tabs.my);
    // The first card's author tags too: the API's Chinese label, in the member's words (their
    // width decides where the picture lands).
    window.__shellFirst = first;
    window.__shellFill?.();
    expect(root().querySelector('.fs-tags')?.textContent).toBe(en.post.userTags.goddess);
    delete window.__shellFirst;
  });

  it('draws the first post with its picture, whichever of the two arrives first', () => {
    for (const answersFirst of [true, false]) {
      page('/');
      if (answersFirst) window.__shellFirst = first;
      runPageShell(plan);
      if (!answersFirst) {
        window.__shellFirst = first;
        window.__shellFill?.();
      }
      const card = root().querySelector('[data-shell-first] article')!;
      // The skeleton below is removed, not pushed down (no layout shift).
      expect(root().querySelectorAll('[data-shell-skeleton]')).toHaveLength(0);
      expect(card.querySelector('.fs-name')?.textContent).toBe('綾 Aya');
      expect(card.querySelector('.fs-follow')?.textContent).toBe(zh.people.person.follow);
      // Data is text, never markup.
      expect(card.querySelector('.fs-text')?.textContent).toContain('<img src=x');
      expect(card.querySelectorAll('img')).toHaveLength(1);
      const img = card.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(first.images[0]);
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect((img.parentElement as HTMLElement).style.aspectRatio).toMatch(/^0\.75\b/);
      delete window.__shellFirst;
    }
  });

  it('leaves a locked first post to the app', () => {
    page('/');
    window.__shellFirst = { ...first, post: { ...first.post, unlock: false } };
    runPageShell(plan);
    expect(root().querySelector('[data-shell-first] [data-shell-skeleton]')).not.toBeNull();
    expect(root().querySelector('img')).toBeNull();
  });

  it('keeps the style sheets blocking where the shell does not show', () => {
    const sheets = () => {
      document.head.innerHTML =
        '<link rel="preload" as="style" data-app-style href="/a.css"><link rel="preload" as="style" data-app-style href="/b.css">';
      return [...document.head.querySelectorAll('link')];
    };
    window.history.replaceState(null, '', '/column/columnTabbar/find');
    runStyleGate(plan);
    for (const link of sheets()) expect(link.getAttribute('rel')).toBe('preload');
    let links = sheets();
    runStyleGate(plan);
    for (const link of links) expect(link.getAttribute('rel')).toBe('preload');
    window.history.replaceState(null, '', '/post/postDetail?postId=1');
    links = sheets();
    runStyleGate(plan);
    for (const link of links) expect(link.getAttribute('rel')).toBe('preload');
    window.history.replaceState(null, '', '/column/settings');
    links = sheets();
    runStyleGate(plan);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('stylesheet');
      expect(link.getAttribute('blocking')).toBe('render');
    }
    localStorage.removeItem('token');
    window.history.replaceState(null, '', '/');
    links = sheets();
    runStyleGate(plan);
    for (const link of links) expect(link.getAttribute('rel')).toBe('stylesheet');
    document.head.innerHTML = '';
  });
});

describe('the shell of a post opened by its link', () => {
  const long = '一二三四五六七八九十'.repeat(6);
  const post: ShellFirst = { ...first, post: { ...first.post, content: long } };
  const lead = () => root().querySelector('[data-shell-lead]')?.getAttribute('d');

  it('shows the top bar with the way home, then the post in full', () => {
    document.cookie = 'language=en_US';
    page('/post/postDetail?postId=50007');
    runPageShell(plan);
    const shell = root().querySelector('[data-page-shell="post"]')!;
    expect(shell.querySelector('h1')?.textContent).toBe(en.post.detail.title);
    expect(lead()).toBe(LEADING.home.path);
    // No bottom bar and no channel strip: the post detail has neither.
    expect(shell.querySelector('[data-shell-box="bar"], [data-shell-box="strip"]')).toBeNull();
    expect(shell.querySelector('[data-shell-first] [data-shell-skeleton]')).not.toBeNull();

    window.__shellFirst = post;
    window.__shellFill?.();
    const card = shell.querySelector('[data-shell-first] article')!;
    // The detail shows the whole text (a feed cuts it at PREVIEW_LENGTH, with "expand").
    expect(card.querySelector('.fs-text')?.textContent).toBe(long);
    expect(card.querySelector('.fs-more')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(first.images[0]);
    expect(card.querySelector('.fs-tags')?.textContent).toBe(en.post.userTags.goddess);
  });

  it('offers back when the app has a page behind it (reached inside the app, then reloaded)', () => {
    page('/post/postDetail?postId=50007');
    window.history.replaceState({ idx: 2 }, '', '/post/postDetail?postId=50007');
    runPageShell(plan);
    expect(lead()).toBe(LEADING.back.path);
  });

  it("leaves a video post's player to the app", () => {
    page('/post/postDetail?postId=50013');
    window.__shellFirst = {
      ...first,
      post: { ...first.post, files: [{ type: 2, width: 1280, height: 720 }] },
    };
    runPageShell(plan);
    expect(root().querySelector('[data-shell-first] [data-shell-skeleton]')).not.toBeNull();
    expect(root().querySelector('img')).toBeNull();
  });
});
