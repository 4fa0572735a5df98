/**
 * The comment menu by kind of comment (spec section 4, "Comment menu by kind of comment"):
 * - own comment on own post: pin (or cancel pin) and delete;
 * - another's comment on own post: pin (or cancel pin), report and delete;
 * - own comment on another's post: delete;
 * - another's comment on another's post: report.
 * Replies cannot be pinned (only first-level comments are topped): they get the same menu
 * without the pin entry. The top entry reads 'pin comment' or 'cancel pin' by state.
 */
export type MenuAction = 'pin' | 'unpin' | 'report' | 'delete';

export interface MenuSubject {
  /** The comment or reply was written by the viewer. */
  own: boolean;
  /** The viewer is the post's author (the spec's "rights"). */
  postOwner: boolean;
  /** A first-level comment (pinnable) rather than a reply. */
  comment: boolean;
  pinned: boolean;
}

export function menuActions({ own, postOwner, comment, pinned }: MenuSubject): MenuAction[] {
  const actions: MenuAction[] = [];
  if (postOwner && comment) actions.push(pinned ? 'unpin' : 'pin');
  if (!own) actions.push('report');
  if (own || postOwner) actions.push('delete');
  return actions;
}
