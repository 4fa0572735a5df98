/** The author's list of who read one snapshot. */
export function readersPath(id: string): string {
  return `/post/snapshot/readers?id=${encodeURIComponent(id)}`;
}

/** The author's snapshots with their review state; `status` picks one state. */
export function approvalPath(status?: 'pending' | 'approved' | 'rejected'): string {
  return status ? `/post/snapshot/approval?status=${status}` : '/post/snapshot/approval';
}
