import { beforeEach, expect, vi, type RunnerTask, type RunnerTestCase } from 'vitest';
import { page } from 'vitest/browser';
import { PICTURE_TOLERANCE } from './picture-tolerance';

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

/** A fixed box over the viewport: its screenshot is the phone's screen, not the whole page. */
function viewportBox(): HTMLElement {
  let box = document.getElementById('visual-viewport');
  if (!box) {
    box = document.createElement('div');
    box.id = 'visual-viewport';
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:-2147483647;';
    document.body.appendChild(box);
  }
  return box;
}

declare global {
  var __storyScreenshot: ((name: string) => Promise<void>) | undefined;
}

/**
 * Pictures on the screen still on their way are waited for (a few seconds at most), not caught
 * half-drawn. Only those on the screen: a lazy picture further down does not load until it is
 * scrolled to, and waiting for it would cost the whole timeout.
 */
async function picturesLoaded(): Promise<void> {
  const onScreen = (img: HTMLImageElement) => {
    const { top, bottom, left, right, width, height } = img.getBoundingClientRect();
    return (
      width > 0 && height > 0 && bottom > 0 && right > 0 && top < innerHeight && left < innerWidth
    );
  };
  const pending = [...document.images]
    .filter((img) => !img.complete && onScreen(img))
    .map((img) => img.decode().catch(() => undefined));
  await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 3000))]);
}

/**
 * Strict (`npm run test:visual`, which `npm test` runs, in the browser the baselines were taken
 * in: scripts/visual.ts decides): a picture that differs fails its story. Otherwise the
 * difference is written for the report and the story passes.
 */
const STRICT = import.meta.env.VITE_VISUAL_STRICT === '1';

/**
 * A picture identical to another is stored once (scripts/baselines.ts): same.json names the
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

/** The file name Vitest gives a screenshot's name (its sanitize()). */
const fileName = (name: string) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

globalThis.__storyScreenshot = async (name: string) => {
  await picturesLoaded();
  const box = viewportBox();
  const baseline = SAME_AS[fileName(name)] ?? name;
  try {
    // expect.element polls for 1 s by default: far too short for two screenshots on a busy machine.
    await expect
      .element(page.elementLocator(box), { timeout: 30_000 })
      .toMatchScreenshot(baseline, {
        screenshotOptions: { style: STILL },
        comparatorName: 'pixelmatch',
        comparatorOptions: { ...PICTURE_TOLERANCE },
        // Long enough for a loaded CI machine to take two screenshots that agree.
        timeout: 15_000,
      });
  } catch (error) {
    const compared =
      baseline === name ? name : `${name} (stored as ${baseline}, identical until now)`;
    if (STRICT) {
      if (error instanceof Error && baseline !== name)
        error.message = `${compared}: ${error.message}`;
      throw error;
    }
    console.warn(`Visual difference (not enforced): ${compared}`);
  } finally {
    box.remove();
  }
};
