import { htmlLang, isLanguage } from '@/lib/preferences';

/** A message's time in the member's language (date and minutes: messages are recent). */
export function formatMessageTime(iso: string, language: string): string {
  const locale = isLanguage(language) ? htmlLang(language) : 'zh-CN';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
