/**
 * Paths of screens that many features link to. A feature links to another's screen through these
 * (features never import each other), so a path changes in one place.
 */

/** Another member's profile (own profile: the "Me" tab). */
export function profilePath(userId: string): string {
  return `/column/userDetail?userId=${encodeURIComponent(userId)}`;
}

/** One post, with its comments. */
export function postPath(postId: string): string {
  return `/post/postDetail?postId=${encodeURIComponent(postId)}`;
}

/** Search, optionally with a query already typed. */
export function searchPath(keyword?: string): string {
  return keyword ? `/column/search?keyword=${encodeURIComponent(keyword)}` : '/column/search';
}

/** A conversation with a member (the send permission decides whether the composer opens). */
export function chatPath(userId: string): string {
  return `/column/chat?userId=${encodeURIComponent(userId)}`;
}

/** Who liked a post or a comment (a reply too: the like list takes its id as commentId). */
export function likeListPath(subject: { postId: string } | { commentId: string }): string {
  return 'commentId' in subject
    ? `/post/likes?commentId=${encodeURIComponent(subject.commentId)}`
    : `/post/likes?postId=${encodeURIComponent(subject.postId)}`;
}

export const APP_PATHS = {
  /** The first tab: where a page that cannot show what it was opened for sends the member. */
  home: '/column/columnTabbar/index',
  me: '/column/columnTabbar/my',
  activity: '/column/columnTabbar/dynamic',
  settings: '/column/settings',
  feedback: '/column/settings/feedback',
  wallet: '/wallet',
  vip: '/wallet/vip',
  invite: '/column/code',
  editProfile: '/column/editHomePage',
  addPost: '/column/addPost',
  games: '/post/game',
} as const;
