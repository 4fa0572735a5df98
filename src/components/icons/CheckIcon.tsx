import { LineIcon } from './LineIcon';

/** The check mark of a chosen row (language, time zone...). Decorative: the row says it in text. */
export function CheckIcon({ className }: { className?: string }) {
  return <LineIcon className={className} d="m5 12.5 4.5 4.5L19 7.5" size={20} strokeWidth={2.4} />;
}
