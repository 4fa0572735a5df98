/**
 * The review site (`npm run build:review`) puts Storybook at /storybook/ beside the demo app, with
 * `story-screens.json`: for each screen's address shape, the stories that show it (with their own
 * scenario). The QA panel links from the screen it shows to the story of the same state: the one
 * whose scenario is the app's, else the screen's plain story with the app's scenario as the
 * toolbar's; and the app's theme and language as the toolbar's, in the story URL's globals.
 * Elsewhere (dev server, a demo build alone) the file is not there and there is no link.
 */
export const STORY_SCREENS_FILE = 'story-screens.json';
export const STORYBOOK_PATH = 'storybook/';

/** A story that shows a screen: its id, and its own scenario (none for the plain state). */
export interface ScreenStory {
  id: string;
  mock?: string;
}

/** What the review build writes: address shape -> its stories, the plain state's first. */
export type StoryScreens = Record<string, ScreenStory[]>;

/** The state the app shows: its scenario (the QA panel's), theme and language. */
export interface AppState {
  scenario: string;
  theme: 'dark' | 'light';
  locale: string;
  /** The scenario names Storybook's toolbar offers (.storybook/preview.tsx). */
  toolbarScenarios: readonly string[];
}

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

/** Storybook's globals in a URL: `key:value;key:value` (values of letters, digits, `_`, `-`, `.`). */
const GLOBAL_VALUE = /^[\w.-]+$/;

/** The address of the story that shows `pathname` in `state`, or null. */
export function storyHref(
  screens: StoryScreens,
  pathname: string,
  base: string,
  state: AppState,
): string | null {
  const stories = screens[screenShape(pathname)];
  if (!stories?.length) return null;
  const scenario = state.scenario.trim();
  const same = scenario ? stories.find((s) => s.mock === scenario) : undefined;
  const story = same ?? stories[0]!;
  const globals = [`theme:${state.theme}`];
  if (GLOBAL_VALUE.test(state.locale)) globals.push(`locale:${state.locale}`);
  // A scenario no story has as its own goes on the toolbar, where the toolbar offers it.
  if (!same && scenario && state.toolbarScenarios.includes(scenario) && GLOBAL_VALUE.test(scenario))
    globals.push(`mock:${scenario}`);
  const url = new URL(STORYBOOK_PATH, base);
  url.search = `?path=/story/${story.id}&globals=${globals.join(';')}`;
  return url.toString();
}
