/** The author's list of who read one snapshot. */
export function readersPath(id: string): string {
  return `/post/snapshot/readers?id=${encodeURIComponent(id)}`;
}
