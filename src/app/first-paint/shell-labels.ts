/**
 * The few words the pages' shells show (`page-shell.ts`), taken from the app's own strings at
 * build time, so they are the words the real screen then shows, in each language: the template
 * carries zh_CN (the default) and the inline script swaps in the member's language.
 */

import { USER_TAG_STYLES } from '../../components/post-card/user-tags.ts';
import { BOTTOM_TABS, CHANNEL_TABS } from '../../components/tab-bar/tabs.ts';

/** The channel strip and the bottom bar, in the real components' order. */
export const SHELL_STRIP = CHANNEL_TABS;
export const SHELL_TABS = BOTTOM_TABS;

/**
 * The author tags the first card may show: the API sends the Chinese label, the card shows it in
 * the member's language (src/components/post-card/user-tags.ts). The shell's words carry them
 * under `tag:<label>`.
 */
export const SHELL_USER_TAGS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(USER_TAG_STYLES).map(([label, style]) => [label, `post.userTags.${style.key}`]),
);

/** Every key the shell (and its first card) writes. */
export const SHELL_LABEL_KEYS: readonly string[] = [
  ...new Set([...SHELL_STRIP, ...SHELL_TABS].map((tab) => `feed.tabs.${tab}`)),
  'post.card.expand',
  'post.detail.title',
  'people.person.follow',
  'people.person.followed',
];

/** Key -> words in one language. */
export type ShellLabels = Record<string, string>;

/** A dotted key's string in a locale file's tree ('' when missing: the test of locales fails). */
function lookup(tree: unknown, key: string): string {
  let node: unknown = tree;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/** The shell's words of each language, from the locale files' contents. */
export function shellLabels(locales: Record<string, unknown>): Record<string, ShellLabels> {
  const out: Record<string, ShellLabels> = {};
  for (const [language, tree] of Object.entries(locales))
    out[language] = Object.fromEntries([
      ...SHELL_LABEL_KEYS.map((key) => [key, lookup(tree, key)]),
      ...Object.entries(SHELL_USER_TAGS).map(([label, key]) => [`tag:${label}`, lookup(tree, key)]),
    ]);
  return out;
}
