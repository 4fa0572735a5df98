import { expect, type Page, type Request } from '@playwright/test';
import en from '../locales/en_US.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import { GAME_TAGS, TAGS } from '../fixtures/content';

/**
 * The member's language from the first call of a page load (issue 48): an English or a Japanese
 * member who reloads the find tab (or opens a game page by its link) sees the server's own names
 * (topics, game categories) in their language, not the default Chinese. Every call of the page
 * load says so: the inline prefetch script's (members' build), the route loaders' and the start-
 * up calls', all sent before the app's strings have loaded.
 */
export const COLD_LANGUAGES = { en_US: en, ja } as const;
export type ColdLanguage = keyof typeof COLD_LANGUAGES;

/** The language cookie a returning member's browser sends, set before the page's first byte. */
export async function returningMemberSpeaks(page: Page, language: ColdLanguage): Promise<void> {
  await page.addInitScript((lang) => {
    document.cookie = `language=${lang}; path=/`;
  }, language);
}

/** Each API call's Accept-Language (`isApiCall` says which requests are the API's). */
export function watchLanguages(page: Page, isApiCall: (request: Request) => boolean) {
  const seen: string[] = [];
  page.on('request', (request) => {
    // The app's calls (fetch), not the pictures: an <img> sends the browser's own language.
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    if (!isApiCall(request) || request.method() === 'OPTIONS') return;
    seen.push(`${request.headers()['accept-language'] ?? '(none)'} ${request.url()}`);
  });
  return {
    /** The calls sent in another language than `tag` (none expected). */
    otherThan(tag: string): string[] {
      return seen.filter((line) => !line.startsWith(`${tag} `));
    },
    count: () => seen.length,
  };
}

/** The find tab, cold: its topics (server-localised) in `language`, and "all" in the app's words. */
export async function findTabIn(page: Page, language: ColdLanguage): Promise<void> {
  const strings = COLD_LANGUAGES[language];
  await page.goto('/');
  const topics = page.getByRole('radiogroup', { name: strings.feed.find.topics });
  // A chip's radio is visually hidden: its label is what shows.
  await expect(topics.getByText(strings.feed.find.all, { exact: true })).toBeVisible();
  for (const tag of TAGS.filter((t) => t.tagType === 1).slice(0, 3)) {
    await expect(
      topics.getByRole('radio', { name: tag.name[language], exact: true }),
    ).toBeAttached();
    await expect(topics.getByText(tag.name[language], { exact: true })).toBeVisible();
  }
  await expect(topics.getByText(TAGS[0]!.name.zh_CN, { exact: true })).toHaveCount(0);
}

/** A game page opened by its link, cold: its categories (server-localised) in `language`. */
export async function gamePageIn(page: Page, language: ColdLanguage): Promise<void> {
  const strings = COLD_LANGUAGES[language];
  await page.goto(`/post/game?tagId=${GAME_TAGS[0]!.tagId}`);
  const tags = page.getByRole('radiogroup', { name: strings.feed.games.tags });
  for (const tag of GAME_TAGS) {
    await expect(tags.getByRole('radio', { name: tag.name[language], exact: true })).toBeAttached();
    await expect(tags.getByText(tag.name[language], { exact: true })).toBeVisible();
  }
}

/** en_US -> en-US, as the client sends it. */
export const languageTag = (language: ColdLanguage) => language.replace('_', '-');
