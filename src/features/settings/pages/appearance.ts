import type { Language } from '@/lib/preferences';

/** Each language in its own words (not translated: a member lost in a language finds theirs). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ja: '日本語',
};

export const LANGUAGE_TAGS: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en', ja: 'ja' };
