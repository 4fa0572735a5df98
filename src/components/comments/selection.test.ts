import { describe, expect, it } from 'vitest';
import { pickKey, summarize, type Picked } from './selection';

const select = (...rows: Picked[]) => new Map(rows.map((p) => [pickKey(p), p]));

describe('summarize', () => {
  it('counts comments and distinct users', () => {
    const s = summarize(
      select(
        { commentId: '1', userId: 'a' },
        { commentId: '2', userId: 'a' },
        { commentId: '3', replyId: '31', userId: 'b' },
      ),
    );
    expect(s).toEqual({
      items: [
        { commentId: '1', replyIdList: [] },
        { commentId: '2', replyIdList: [] },
        { commentId: '3', replyIdList: ['31'] },
      ],
      comments: 3,
      users: 2,
    });
  });

  it('a whole comment covers the replies chosen under it', () => {
    const s = summarize(
      select({ commentId: '1', userId: 'a' }, { commentId: '1', replyId: '11', userId: 'b' }),
    );
    expect(s).toEqual({ items: [{ commentId: '1', replyIdList: [] }], comments: 1, users: 1 });
  });

  it('nothing chosen: nothing to send', () => {
    expect(summarize(new Map())).toEqual({ items: [], comments: 0, users: 0 });
  });
});
