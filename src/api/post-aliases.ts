/**
 * The specification gives some post fields two names (section 3: "isLike or isThumbup",
 * "isCollections or isCollect", "commentCount or commentNum", and `fileList` beside `files`): a
 * server may send either. The contract names one (src/api/schemas/post.ts); an answer that uses
 * the other is read as if it had used the contract's, before anything else looks at it.
 *
 * No schema here: the members' build parses no answer (client.ts), so this walks plain JSON. A
 * post is an object with a `postId` and no `commentId` (a comment names its post too, and its own
 * `isThumbup` is the contract's name for a comment).
 */
const ALIASES: ReadonlyArray<readonly [contract: string, alternate: string]> = [
  ['isLike', 'isThumbup'],
  ['isCollect', 'isCollections'],
  ['commentNum', 'commentCount'],
  ['files', 'fileList'],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Fills the contract's name from the alternate one, in place, at any depth of an answer. */
export function readPostAliases<T>(data: T): T {
  if (Array.isArray(data)) {
    for (const item of data) readPostAliases(item);
  } else if (isRecord(data)) {
    const record: Record<string, unknown> = data;
    if ('postId' in record && !('commentId' in record)) {
      for (const [name, alternate] of ALIASES)
        if (record[name] === undefined && record[alternate] !== undefined)
          record[name] = record[alternate];
    }
    for (const value of Object.values(record)) if (isRecord(value)) readPostAliases(value);
  }
  return data;
}
