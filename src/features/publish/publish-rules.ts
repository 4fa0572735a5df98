/** Limits of a post (section "addPost" of the issue; the spec leaves server checks open). */
export const CONTENT_MAX = 1000;
/**
 * Content spec, section 9: "Custom images are up to 40", read as the pictures of one post (issue
 * 49; the spec names no other place a member chooses images).
 */
export const MAX_PICTURES = 40;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

export type MediaKind = 'image' | 'video';

export function mediaKind(file: File): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/**
 * Which of `incoming` may join `current` (kinds of files already chosen): up to MAX_PICTURES
 * pictures, or one video alone. Returns the files to keep (in the order picked: a pick past the
 * limit keeps its first ones) and, when some were refused, why (a translation key).
 */
export function acceptFiles(
  current: MediaKind[],
  incoming: { kind: MediaKind | null; size: number }[],
): { accepted: number[]; refused: string | null } {
  const accepted: number[] = [];
  let refused: string | null = null;
  const kinds = [...current];
  incoming.forEach((file, index) => {
    if (!file.kind) {
      refused = 'people.upload.wrongType';
      return;
    }
    const limit = file.kind === 'video' ? VIDEO_MAX_BYTES : PICTURE_MAX_BYTES;
    if (file.size > limit) {
      refused = 'people.upload.tooBig';
      return;
    }
    const hasVideo = kinds.includes('video');
    if (hasVideo || (file.kind === 'video' && kinds.length > 0)) {
      refused = 'people.publish.errors.mixed';
      return;
    }
    if (kinds.length >= MAX_PICTURES) {
      refused = 'people.publish.errors.tooMany';
      return;
    }
    kinds.push(file.kind);
    accepted.push(index);
  });
  return { accepted, refused };
}
