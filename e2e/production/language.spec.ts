import { expect } from '@playwright/test';
import { test } from '../failure-screenshot';
import {
  COLD_LANGUAGES,
  findTabIn,
  gamePageIn,
  languageTag,
  returningMemberSpeaks,
  watchLanguages,
  type ColdLanguage,
} from '../language-journey';
import { MOCK_HOST } from '../ports';
import { hostViolations, resetHost, signInAsMember } from './strict-host';

/**
 * The members' build against the mock HTTP host: an English or a Japanese member reloads the find
 * tab (whose first calls the inline prefetch script sends before any of the app's code) and opens
 * a game page by its link; the host answers in the language each call asks for, and every call
 * asks for the member's (e2e/language-journey.ts says what is checked).
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const language of Object.keys(COLD_LANGUAGES) as ColdLanguage[]) {
  test(`a ${language} member's cold load shows the server's names in ${language}`, async ({
    page,
    request,
  }) => {
    await resetHost(request);
    await signInAsMember(page);
    await returningMemberSpeaks(page, language);
    const calls = watchLanguages(page, (call) => call.url().startsWith(`${MOCK_HOST}/`));
    await findTabIn(page, language);
    await gamePageIn(page, language);
    expect(calls.count()).toBeGreaterThan(0);
    expect(calls.otherThan(languageTag(language))).toEqual([]);
    expect(await hostViolations(request)).toEqual([]);
  });
}
