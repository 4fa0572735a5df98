import { beforeEach, vi, type RunnerTask, type RunnerTestCase } from 'vitest';
import { commands } from 'vitest/browser';
import type { PictureVerdict, ScreenRect } from '../scripts/vite/story-picture';

/**
 * The story tests' own setup (Storybook's is added by its Vitest plugin):
 * - every story starts at the same instant, 2026-11-20 10:00 (UTC), and time then runs as usual:
 *   "3 hours ago" and today's date read the same in every run, on every day, so the pictures of
 *   the visual baselines do not age;
 * - `globalThis.__storyScreenshot(name)` compares what the phone viewport shows now with the
 *   baseline `.storybook/__screenshots__/<name>.png` (mode-checks.ts calls it once per mode).
 */
export const FIXED_NOW = new Date('2026-11-20T10:00:00Z');

/**
 * Whether this story takes the light scheme's and the English pictures (mode-checks.ts): one story
 * per file, its Success story (or its first if none is named so), as the light palette is the same
 * in every state of a screen; axe still checks every story in both schemes, and the layout check
 * every screen story in the three languages. Chosen from the file's list of stories, which a `-t`
 * filter does not change, so a subset run takes the same pictures.
 */
function isSchemeSample(task: RunnerTestCase): boolean {
  const tests: RunnerTestCase[] = [];
  const collect = (tasks: RunnerTask[]) => {
    for (const t of tasks) {
      if (t.type === 'test') tests.push(t);
      else if (t.type === 'suite') collect(t.tasks);
    }
  };
  collect(task.file.tasks);
  const sample = tests.find((t) => /success/i.test(t.name)) ?? tests[0];
  return sample?.id === task.id;
}

declare global {
  var __storySchemeSample: boolean | undefined;
}

beforeEach(({ task }) => {
  globalThis.__storySchemeSample = isSchemeSample(task);
  vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date'], shouldAdvanceTime: true });
  return () => {
    vi.useRealTimers();
  };
});

/**
 * What moves by itself is hidden from the picture: a playing video's frame, a notification (shown
 * or already gone, by the machine's speed), a caret, a focus ring (a clicked button keeps it or
 * not by when its loading state ended), a transition caught half-way, what is marked
 * `data-visual="hide"` (the route progress bar), and the text of what is marked
 * `data-visual="mask"` (a countdown, a clock, a link with a session id: the control stays, what
 * changes from run to run does not).
 */
const STILL = `
  *, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
  *:focus, *:focus-visible { outline: none !important; }
  video, [data-visual="hide"], .mantine-Notifications-root { visibility: hidden !important; }
  [data-visual="mask"], [data-visual="mask"] * { color: transparent !important; }
`;

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** scripts/vite/story-picture.ts: captures `rect` of the test page, compares it with `name`. */
    storyPicture: (name: string, rect: ScreenRect) => Promise<PictureVerdict>;
  }
}

/**
 * The phone's screen (this frame's viewport) in the test page, where the capture is taken: the
 * frame's place in its parent, whole pixels outward, as Playwright measured the fixed box over
 * the viewport that stood for it. The frame is at its size (vite.config.ts gives the page room),
 * or the pictures would be scaled: that is said, not compared.
 */
function phoneScreen(): ScreenRect {
  const frame = window.frameElement;
  if (!frame || !window.parent) throw new Error("The story is not in the test page's frame.");
  const box = frame.getBoundingClientRect();
  const left = box.left + frame.clientLeft + window.parent.scrollX;
  const top = box.top + frame.clientTop + window.parent.scrollY;
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  if (Math.abs(frame.clientWidth - width) > 1) {
    throw new Error(`The story's frame is scaled (${frame.clientWidth}px for ${width}px).`);
  }
  const x = Math.floor(left);
  const y = Math.floor(top);
  return { x, y, width: Math.ceil(left + width) - x, height: Math.ceil(top + height) - y };
}

declare global {
  var __storyScreenshot: ((name: string) => Promise<void>) | undefined;
}

/**
 * Pictures on the screen still on their way, or loaded and not yet decoded (an avatar is drawn a
 * frame or two after it loads), are waited for (a few seconds at most), not caught half-drawn. Only
 * those on the screen: a lazy picture further down does not load until it is scrolled to, and
 * waiting for it would cost the whole timeout. Those under an overlay count too (a sheet over a
 * profile: its posts' avatars show at the sheet's edges and through its backdrop).
 *
 * A media image (src/components/MediaImage.tsx) is shown only once the app has seen it load: it
 * stays transparent in `data-state="loading"` until React renders its `loaded` state, after the
 * browser has decoded it. Under load that render came after the picture: PersonPage › Subscribe
 * differed by 602 px, the first post's avatar under the open pay sheet not drawn yet. So the wait
 * also lasts until no media image on the screen is still loading, and looks again after each
 * frame: an image the last render added is waited for as well.
 */
const PICTURES_WAIT_MS = 3_000;

function onScreen(el: Element): boolean {
  const { top, bottom, left, right, width, height } = el.getBoundingClientRect();
  return (
    width > 0 && height > 0 && bottom > 0 && right > 0 && top < innerHeight && left < innerWidth
  );
}

/** What on the screen is not drawn yet: undecoded pictures, and media images still loading. */
function undrawn(): { images: HTMLImageElement[]; media: number } {
  const images = [...document.images].filter((img) => onScreen(img) && !img.complete);
  const media = [...document.querySelectorAll('[data-state="loading"][data-attempt]')].filter(
    onScreen,
  ).length;
  return { images, media };
}

async function picturesLoaded(): Promise<void> {
  const deadline = performance.now() + PICTURES_WAIT_MS;
  const timeLeft = () =>
    new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now())));
  // Every picture on the screen decoded (a complete one decodes at once).
  const decoded = [...document.images]
    .filter((img) => onScreen(img))
    .map((img) => img.decode().catch(() => undefined));
  await Promise.race([Promise.all(decoded), timeLeft()]);
  for (;;) {
    const { images, media } = undrawn();
    if ((images.length === 0 && media === 0) || performance.now() >= deadline) return;
    await Promise.race([
      Promise.all(images.map((img) => img.decode().catch(() => undefined))),
      timeLeft(),
    ]);
    await new Promise((done) => requestAnimationFrame(done));
  }
}

/**
 * Strict (`npm run test:visual`, which `npm test` runs, in the browser the baselines were taken
 * in: scripts/pictures/visual.ts decides): a picture that differs fails its story. Otherwise the
 * difference is written for the report and the story passes.
 */
const STRICT = import.meta.env.VITE_VISUAL_STRICT === '1';

/**
 * A picture identical to another is stored once (scripts/pictures/baselines.ts): same.json names the
 * baseline it is compared with. Not while the pictures are taken (`--update`): each is written by
 * its own name, and the update step stores identical ones once again.
 */
const SAME_AS: Record<string, string> =
  import.meta.env.VITE_VISUAL_UPDATE === '1'
    ? {}
    : (Object.values(
        import.meta.glob<Record<string, string>>('./__screenshots__/same.json', {
          eager: true,
          import: 'default',
        }),
      )[0] ?? {});

/** A picture's file name, as Vitest's sanitize() named the baselines. */
const fileName = (name: string) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

/** After the next frame is drawn: the second animation frame starts once the first is shown. */
function nextFrameDrawn(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

globalThis.__storyScreenshot = async (name: string) => {
  await picturesLoaded();
  const file = fileName(name);
  const baseline = SAME_AS[file] ?? file;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  try {
    await document.fonts.ready;
    // The capture copies the last frame drawn: one with the still style in it.
    await nextFrameDrawn();
    const { pass, message } = await commands.storyPicture(baseline, phoneScreen());
    if (pass) return;
    const compared =
      baseline === file ? name : `${name} (stored as ${baseline}, identical until now)`;
    if (STRICT) throw new Error(`${compared}: ${message ?? 'the picture differs'}`);
    console.warn(`Visual difference (not enforced): ${compared}`);
  } finally {
    still.remove();
  }
};
