import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, writeLanguage, type Language } from './preferences';

/** Each language's file is its own chunk, loaded when the language is first used. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  zh_CN: () => import('@locales/zh_CN.json'),
  en_US: () => import('@locales/en_US.json'),
  ja: () => import('@locales/ja.json'),
};

let ready: Promise<I18n> | null = null;

export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  ready ??= i18next
    .use(
      resourcesToBackend((lng: string) =>
        loaders[(lng as Language) in loaders ? (lng as Language) : DEFAULT_LANGUAGE](),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: i18next loads a fallback's file with the member's own, before the
      // first render (13 KB gzip of Chinese for every English or Japanese member), and the three
      // files have the same keys (locales/locales.test.ts), so it would never be read.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      // Codes like zh_CN are used as they are, not cleaned to zh-CN.
      cleanCode: false,
      nonExplicitSupportedLngs: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => {
      document.documentElement.lang = htmlLang(language);
      return i18next;
    });
  return ready;
}

/** Switches language, remembers it in the language cookie (365 days) and sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n(language);
  await i18next.changeLanguage(language);
  writeLanguage(language);
  document.documentElement.lang = htmlLang(language);
}

export { i18next };
