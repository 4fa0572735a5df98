import { formatTime } from '@/lib/format';
import { htmlLang, isLanguage } from '@/lib/preferences';

/** A message's date in the member's language and its time as the spec writes it: hh:mm:ss. */
export function formatMessageTime(iso: string, language: string): string {
  const locale = isLanguage(language) ? htmlLang(language) : 'zh-CN';
  const at = new Date(iso);
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(at)} ${formatTime(at)}`;
}
