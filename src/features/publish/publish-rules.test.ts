import { describe, expect, it } from 'vitest';
import { acceptFiles, MAX_PICTURES, VIDEO_MAX_BYTES } from './publish-rules';

const picture = { kind: 'image' as const, size: 1000 };
const video = { kind: 'video' as const, size: 1000 };

describe('which files a post takes', () => {
  it('takes up to 40 pictures (content spec, section 9) and refuses the 41st', () => {
    expect(MAX_PICTURES).toBe(40);
    const result = acceptFiles(
      [],
      Array.from({ length: 41 }, () => picture),
    );
    expect(result.accepted).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(result.refused).toBe('people.publish.errors.tooMany');
  });

  it('keeps the first pictures of a pick past the limit, after those already chosen', () => {
    const result = acceptFiles(
      Array.from({ length: 38 }, () => 'image' as const),
      Array.from({ length: 5 }, () => picture),
    );
    expect(result.accepted).toEqual([0, 1]);
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
