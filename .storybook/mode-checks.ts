import type { StoryContext } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { changeLanguage, i18next } from '@/lib/i18n';
import { LANGUAGES, isLanguage } from '@/lib/preferences';
import { heldCallCount } from '@mocks/runtime';
import { checkChosenStates } from './state-check';
import { checkStyles } from './style-check';

/**
 * What the story tests check after each story's play function, in the modes the story was not
 * rendered in (the a11y addon already checked the one it was):
 * - axe's colour rules in the other colour scheme, for every story;
 * - in both schemes, that every Mantine part on the page has its stylesheet (style-check.ts);
 * - last, that picking another option of each radio group, tab list, checkbox, switch or chip
 *   changes what the control shows (state-check.ts, once per control and story file);
 * - for screen stories (rendered at a route, or a page component), the layout in each of the
 *   three languages: no text cut or spilling out of its box at the phone width, and no sideways
 *   scroll of the page.
 *
 * The story renders and plays once; the modes are then switched in place (the scheme attribute,
 * then i18next's language, which re-renders every label), which costs a fraction of rendering the
 * story again per mode. Only in the test run: in Storybook itself the toolbar shows each mode.
 *
 * The visual baselines are taken on the way (.storybook/vitest.setup.ts): every story as it
 * rendered (dark, zh_CN by default), and one screen story per file (its Success) also in the light
 * scheme and in English. The light palette is the same in every state, and a light picture of each
 * state weighed a third of the baselines; English text in every state is checked by the layout
 * check above (nothing cut or spilling, in all three languages), and an English picture of each
 * state was a third of the suite's screenshots (each a round trip to the browser's host).
 */
export async function checkOtherModes(context: StoryContext): Promise<void> {
  if (!('__vitest_browser__' in globalThis) || context.viewMode !== 'story') return;
  const screen = isScreenStory(context);
  const language = isLanguage(i18next.language) ? i18next.language : 'zh_CN';
  const shot = async (scheme: string, lang: string) => {
    await callsSettled();
    await globalThis.__storyScreenshot?.(`${context.id}--${scheme}--${lang}`);
  };
  await shot(currentScheme(), language);
  timed('styles', () => checkStyles(`In the ${currentScheme()} scheme`));
  // The file's sample screen story (vitest.setup.ts) takes the light and the English pictures.
  const samplePictures = screen && globalThis.__storySchemeSample !== false;
  await axeInOtherScheme(context, samplePictures ? (scheme) => shot(scheme, language) : undefined);
  if (screen) {
    await layoutInEveryLanguage(context, (lang) =>
      samplePictures && lang === 'en_US' && language !== 'en_US'
        ? shot(currentScheme(), lang)
        : undefined,
    );
  }
  // Last: its picks change the screen.
  const started = performance.now();
  try {
    await checkChosenStates(context);
  } finally {
    checkTimes.states += performance.now() - started;
    reportCheckTimes(context);
  }
}

/**
 * What the style and state checks cost, summed over a run: `VITE_CHECK_TIMES=1` prints the
 * running totals after each story (the budget: the whole story run may grow by ~30 s).
 */
const checkTimes = { styles: 0, states: 0 };

function timed(check: 'styles', run: () => void): void {
  const started = performance.now();
  try {
    run();
  } finally {
    checkTimes[check] += performance.now() - started;
  }
}

function reportCheckTimes(context: StoryContext): void {
  if (import.meta.env.VITE_CHECK_TIMES !== '1') return;
  console.info(
    `[check-times] ${context.id} styles=${checkTimes.styles.toFixed(0)}ms states=${checkTimes.states.toFixed(0)}ms`,
  );
}

declare global {
  /** The story's query cache (.storybook/preview.tsx). */
  var __storyQueryClient: QueryClient | undefined;
}

/**
 * Waits (15 s at most, as a play function waits) until no call of the story's app is on its way,
 * but those the scenario holds on purpose (a Loading state's `delay:999999`): they stay on their
 * way by design. A screen remounted by a language switch retries a failed call, and a picture taken
 * meanwhile would show Loading or Failure by the machine's speed; a Loading screen's other calls
 * (an unread count on the bottom bar) would show or not by the same speed.
 */
async function callsSettled(): Promise<void> {
  const client = globalThis.__storyQueryClient;
  if (!client) return;
  const deadline = performance.now() + 15_000;
  // A loading state with no call held on purpose is a render still to come: a feed's first rows
  // render as a deferred value, in slices, and its skeleton stays meanwhile (Photos Creator Strip
  // was pictured so under load, with every call answered).
  const rendering = () =>
    heldCallCount() === 0 && document.querySelector('[data-query-state="loading"]') !== null;
  const busy = () => client.isFetching() + client.isMutating() > heldCallCount() || rendering();
  // Settled once nothing is on its way and still nothing two frames later: a call that follows
  // another's answer (a feed's posts after its channels, a list after the domain list) starts in
  // the render that answer causes, and a picture taken in that gap showed the list's skeleton
  // (Reachable lists › Video Tab Lists, 26,119 px; Nearby Asking on CI, 3,291 px).
  for (;;) {
    while (busy() && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await nextFrames();
    if (!busy()) return;
    if (performance.now() >= deadline) {
      // Said, not failed: the picture that follows shows what was still coming.
      console.warn(`Calls or rows still coming after 15 s (rendering: ${rendering()}).`);
      return;
    }
  }
}

function currentScheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'light'
    ? 'light'
    : 'dark';
}

/** A screen: the app rendered at a route, or a page component (named …Page). */
function isScreenStory(context: StoryContext): boolean {
  const component = context.component as { displayName?: string; name?: string } | undefined;
  const name = component?.displayName ?? component?.name ?? '';
  return Boolean(context.parameters.route) || name.endsWith('Page');
}

async function nextFrames(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

type Shot = (mode: string) => Promise<void> | undefined;

/**
 * The axe rules whose answer depends on the colours; the others read the DOM and its ARIA, which
 * the scheme does not change, and the a11y addon has just run all of them in the story's scheme.
 * Only these run again in the other one (a full run cost ~0.2-4 s a story, by the page's size).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function colourRulesOnly(context: StoryContext): StoryContext {
  const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
  return {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: {
        ...a11y,
        options: { ...a11y.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
      },
    },
  };
}

async function axeInOtherScheme(context: StoryContext, shot?: Shot): Promise<void> {
  const root = document.documentElement;
  const scheme = currentScheme();
  const other = scheme === 'light' ? 'dark' : 'light';
  root.setAttribute('data-mantine-color-scheme', other);
  try {
    await nextFrames();
    await shot?.(other);
    timed('styles', () => checkStyles(`In the ${other} scheme`));
    await a11yAfterEach(colourRulesOnly(context));
  } catch (error) {
    throw prefixed(`In the ${other} scheme: `, error);
  } finally {
    root.setAttribute('data-mantine-color-scheme', scheme);
  }
}

/**
 * The story's app is left in the last language: the next story's loader sets its own before it
 * renders (preview.tsx), and this one is unmounted first. Switching back here re-rendered the
 * whole app once more, and its calls, for nobody to look at.
 */
async function layoutInEveryLanguage(context: StoryContext, shot?: Shot): Promise<void> {
  const problems: string[] = [];
  // The language it rendered in first: two switches, whichever it was.
  const current = LANGUAGES.filter((language) => language === i18next.language);
  for (const language of [...current, ...LANGUAGES.filter((l) => !current.includes(l))]) {
    if (language !== i18next.language) {
      await changeLanguage(language);
      // As the app's language page does: what the server localises (topic chips, game tags,
      // notices) is read again in the new language, so the English picture shows what an English
      // member sees. Only what had arrived: a Loading or Failure story keeps its state.
      void globalThis.__storyQueryClient?.invalidateQueries({
        predicate: (query) => query.state.status === 'success',
      });
    }
    await callsSettled();
    for (const problem of layoutProblems()) problems.push(`${language}: ${problem}`);
    await shot?.(language);
  }
  if (problems.length > 0) {
    throw new Error(
      `Layout of "${context.title} / ${context.name}" at ${window.innerWidth}px:\n` +
        problems.join('\n'),
    );
  }
}

/** Elements opted out on purpose: a scrolling notice, a strip that scrolls sideways. */
const SKIP = '[data-layout-check="skip"], .sb-wrapper, #storybook-docs, #storybook-highlights-root';

/**
 * Text that does not fit its box: for the box that holds each text (the nearest ancestor that is
 * not display: inline), its scroll size beyond its client size. Truncation the design asks for
 * (an ellipsis, a line clamp) is not a fault; a hidden 1 px box (screen-reader text) is skipped.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways (${page.scrollWidth}px wide): ${widest()}`);
  }
  const boxes = new Set<HTMLElement>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    let box = node.parentElement;
    while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
    if (box && !box.closest(SKIP)) boxes.add(box);
  }
  for (const box of boxes) {
    if (!box.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (box.clientWidth < 4 || box.clientHeight < 4) continue;
    const style = getComputedStyle(box);
    if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
    if (['SCRIPT', 'STYLE', 'TEXTAREA', 'SELECT', 'OPTION'].includes(box.tagName)) continue;
    const wide = box.scrollWidth - box.clientWidth;
    const tall = box.scrollHeight - box.clientHeight;
    // A box that scrolls on purpose shows its overflow by scrolling.
    const scrollsX = ['auto', 'scroll'].includes(style.overflowX);
    const scrollsY = ['auto', 'scroll'].includes(style.overflowY);
    const clippedBy = (wide > 1 && !scrollsX) || (tall > 2 && !scrollsY) ? box : clipper(box);
    if (clippedBy) {
      const text = (box.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const where = clippedBy === box ? 'its' : 'a clipping';
      problems.push(
        `"${text}" does not fit ${where} <${clippedBy.tagName.toLowerCase()}> ` +
          `(${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight})`,
      );
    }
  }
  return problems;
}

/** The outermost elements that reach past the right edge of the screen, to say what to fix. */
function widest(): string {
  const found: string[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (found.length >= 3) break;
    const rect = el.getBoundingClientRect();
    if (rect.right <= window.innerWidth + 1 || rect.width === 0) continue;
    const parent = el.parentElement?.getBoundingClientRect();
    if (parent && parent.right > window.innerWidth + 1) continue;
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    found.push(
      `<${el.tagName.toLowerCase()} class="${el.className}"> "${text}" to ${Math.round(rect.right)}px`,
    );
  }
  return found.join('; ');
}

/**
 * The nearest ancestor that hides overflow sideways and cuts this box off (a fixed-width button
 * whose label is longer than the button: "Dele" for "Delete"). Ancestors that scroll, or that
 * truncate with an ellipsis, are the design.
 */
function clipper(box: HTMLElement): HTMLElement | null {
  const rect = box.getBoundingClientRect();
  for (let el = box.parentElement; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible') continue;
    if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') {
      return null;
    }
    const outer = el.getBoundingClientRect();
    return rect.left < outer.left - 1 || rect.right > outer.right + 1 ? el : null;
  }
  return null;
}

function prefixed(prefix: string, error: unknown): Error {
  if (error instanceof Error) {
    error.message = prefix + error.message;
    return error;
  }
  return new Error(prefix + String(error));
}
