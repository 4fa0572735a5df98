/**
 * The user tags of section 3. The API sends the Chinese label; each maps to a key (for the
 * member's language), a Mantine colour and an icon. An unknown label still shows, neutral.
 */
export interface UserTagStyle {
  key: string;
  color: string;
  /** An SVG path on a 16×16 box. */
  icon: string;
}

const CHECK = 'M3 8.5 6.5 12 13 4.5';
const STAR = 'M8 1.8 9.9 6l4.4.4-3.3 2.9 1 4.3L8 11.4l-4 2.2 1-4.3L1.7 6.4 6.1 6Z';
const PLAY = 'M5 3.5v9l7-4.5Z';
const FLAME =
  'M8 1.5c2.5 2.8 4.5 5 4.5 8a4.5 4.5 0 0 1-9 0c0-1.7.8-3 2-4 0 1.5.6 2.5 1.5 3 0-2.6.3-4.7 1-7Z';
const GEM = 'M4 2.5h8l2.5 3.5L8 14 1.5 6Z';

export const USER_TAG_STYLES: Record<string, UserTagStyle> = {
  女神认证: { key: 'goddess', color: 'pink', icon: CHECK },
  男神认证: { key: 'god', color: 'blue', icon: CHECK },
  长视频达人: { key: 'longVideo', color: 'violet', icon: PLAY },
  短视频达人: { key: 'shortVideo', color: 'grape', icon: PLAY },
  热门达人: { key: 'hot', color: 'red', icon: FLAME },
  网红: { key: 'influencer', color: 'orange', icon: STAR },
  优质: { key: 'premium', color: 'teal', icon: GEM },
  精品内容达人: { key: 'boutique', color: 'yellow', icon: GEM },
};

export const UNKNOWN_TAG_STYLE: UserTagStyle = { key: '', color: 'gray', icon: STAR };

export function userTagStyle(label: string): UserTagStyle {
  return USER_TAG_STYLES[label] ?? UNKNOWN_TAG_STYLE;
}
