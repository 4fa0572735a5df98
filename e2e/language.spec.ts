import { expect, test } from './fixtures';
import {
  COLD_LANGUAGES,
  findTabIn,
  gamePageIn,
  languageTag,
  returningMemberSpeaks,
  watchLanguages,
  type ColdLanguage,
} from './language-journey';

/**
 * The demo build (the mock platform in the page's service worker): a member whose language is
 * English or Japanese reloads a page and sees the server's names in that language from the first
 * screen (e2e/language-journey.ts says what is checked).
 */
for (const language of Object.keys(COLD_LANGUAGES) as ColdLanguage[]) {
  test(`a ${language} member's cold load shows the server's names in ${language}`, async ({
    page,
  }) => {
    await returningMemberSpeaks(page, language);
    // The API host's calls (.env): the worker answers them, the page still sends them.
    const calls = watchLanguages(page, (request) =>
      request.url().startsWith('https://api.community.test/'),
    );
    await findTabIn(page, language);
    await gamePageIn(page, language);
    expect(calls.otherThan(languageTag(language))).toEqual([]);
  });
}
