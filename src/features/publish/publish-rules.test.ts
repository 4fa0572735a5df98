import { describe, expect, it } from 'vitest';
import { acceptFiles, VIDEO_MAX_BYTES } from './publish-rules';

const picture = { kind: 'image' as const, size: 1000 };
const video = { kind: 'video' as const, size: 1000 };

describe('which files a post takes', () => {
  it('takes up to 9 pictures and refuses the tenth', () => {
    const result = acceptFiles(
      [],
      Array.from({ length: 10 }, () => picture),
    );
    expect(result.accepted).toHaveLength(9);
    expect(result.refused).toBe('people.publish.errors.tooMany');
  });

  it('takes one video alone, never with pictures', () => {
    expect(acceptFiles([], [video]).accepted).toEqual([0]);
    expect(acceptFiles(['image'], [video]).refused).toBe('people.publish.errors.mixed');
    expect(acceptFiles(['video'], [picture]).refused).toBe('people.publish.errors.mixed');
    expect(acceptFiles([], [video, video]).accepted).toEqual([0]);
  });

  it('refuses other types and files that are too big', () => {
    expect(acceptFiles([], [{ kind: null, size: 1 }]).refused).toBe('people.upload.wrongType');
    expect(acceptFiles([], [{ kind: 'video', size: VIDEO_MAX_BYTES + 1 }]).refused).toBe(
      'people.upload.tooBig',
    );
  });
});
