import Cookies from 'js-cookie';

/** Languages of the product (section 9): zh_CN is the default and the fallback. */
export const LANGUAGES = ['zh_CN', 'en_US', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

const COOKIE_DAYS = 365;
export const COOKIE_KEYS = { language: 'language', theme: 'theme' } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguage(): Language {
  const value = Cookies.get(COOKIE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The page load's language: a `/:lang` landing link names it (so the landing does not flash in
 * the cookie's language first; the landing then stores it), otherwise the cookie (zh_CN default).
 */
export function startLanguage(): Language {
  const first = window.location.pathname.split('/')[1];
  return isLanguage(first) ? first : readLanguage();
}

export function writeLanguage(language: Language): void {
  Cookies.set(COOKIE_KEYS.language, language, { expires: COOKIE_DAYS, sameSite: 'Lax' });
}

/** What the member chose in settings: a theme, or to follow the phone's own (section: theme). */
export const THEME_CHOICES = ['dark', 'light', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The theme cookie: 'dark' (default), 'light' or 'system' (index.html reads it before paint). */
export function readThemeChoice(): ThemeChoice {
  const value = Cookies.get(COOKIE_KEYS.theme);
  return isThemeChoice(value) ? value : DEFAULT_THEME;
}

export function writeThemeChoice(choice: ThemeChoice): void {
  Cookies.set(COOKIE_KEYS.theme, choice, { expires: COOKIE_DAYS, sameSite: 'Lax' });
}

export function readTheme(): Theme {
  const value = Cookies.get(COOKIE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function writeTheme(theme: Theme): void {
  Cookies.set(COOKIE_KEYS.theme, theme, { expires: COOKIE_DAYS, sameSite: 'Lax' });
}

/** The HTML lang attribute for a language code. */
export function htmlLang(language: Language): string {
  return { zh_CN: 'zh-CN', en_US: 'en-US', ja: 'ja' }[language];
}
