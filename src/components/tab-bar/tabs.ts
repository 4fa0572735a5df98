/** The tab container and its tabs (section 2). */
export const TAB_CONTAINER_PATH = '/column/columnTabbar';

export const TAB_NAMES = [
  'index',
  'find',
  'findPost',
  'videoPost',
  'picPost',
  'gamePost',
  'rankPost',
  'pinkedList',
  'dynamic',
  'my',
  'my1',
  'personalInfo',
] as const;
export type TabName = (typeof TAB_NAMES)[number];

export function tabPath(tab: TabName): string {
  return `${TAB_CONTAINER_PATH}/${tab}`;
}

/** The bottom bar: the five a member uses most. */
export const BOTTOM_TABS = ['index', 'find', 'videoPost', 'dynamic', 'my'] as const;

/** The content channels, a strip under the top bar of the home and find tabs. */
export const CHANNEL_TABS = [
  'find',
  'findPost',
  'picPost',
  'videoPost',
  'gamePost',
  'rankPost',
  'pinkedList',
] as const;

/** The tab a pathname under the container is on, or null. */
export function tabOf(pathname: string): TabName | null {
  if (!pathname.startsWith(`${TAB_CONTAINER_PATH}/`)) return null;
  const segment = pathname.slice(TAB_CONTAINER_PATH.length + 1).split('/')[0];
  return (TAB_NAMES as readonly string[]).includes(segment ?? '') ? (segment as TabName) : null;
}
