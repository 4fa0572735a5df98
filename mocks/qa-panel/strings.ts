import { i18next } from '@/lib/i18n';
import enUS from './locales/en_US.json';
import ja from './locales/ja.json';
import zhCN from './locales/zh_CN.json';

/** The panel's texts live in their own namespace, so they never ship in the members' locale chunks. */
export const QA_STRINGS = { zh_CN: zhCN, en_US: enUS, ja } as const;

export function registerQaStrings(): void {
  for (const [lang, bundle] of Object.entries(QA_STRINGS)) {
    if (!i18next.hasResourceBundle(lang, 'qa')) i18next.addResourceBundle(lang, 'qa', bundle);
  }
}
