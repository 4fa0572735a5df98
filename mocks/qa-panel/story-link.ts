/**
 * The review site (`npm run build:review`) puts Storybook at /storybook/ beside the demo app, with
 * `story-screens.json`: for each screen's address shape, the story that shows it. The QA panel
 * links from the screen it shows to that story. Elsewhere (dev server, a demo build alone) the
 * file is not there and there is no link.
 */
export const STORY_SCREENS_FILE = 'story-screens.json';
export const STORYBOOK_PATH = 'storybook/';

/** What the review build writes: address shape -> story id. */
export type StoryScreens = Record<string, string>;

/**
 * A screen's address shape: its path, with segments that hold an id (three digits or more:
 * `/post/snapshot/80001`, `detail-201`) as `:id`. Query strings are left out: a screen is its path.
 */
export function screenShape(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d{3}/.test(segment) ? ':id' : segment))
    .join('/');
}

/** The address of the story that shows `pathname`, or null. */
export function storyHref(screens: StoryScreens, pathname: string, base: string): string | null {
  const id = screens[screenShape(pathname)];
  return id ? new URL(`${STORYBOOK_PATH}?path=/story/${id}`, base).toString() : null;
}
