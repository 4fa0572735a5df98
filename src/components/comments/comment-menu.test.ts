import { describe, expect, it } from 'vitest';
import { menuActions } from './comment-menu';

const comment = { comment: true, pinned: false };

describe('menuActions', () => {
  it('own comment on own post: pin and delete', () => {
    expect(menuActions({ ...comment, own: true, postOwner: true })).toEqual(['pin', 'delete']);
  });
  it("another's comment on own post: pin, report and delete", () => {
    expect(menuActions({ ...comment, own: false, postOwner: true })).toEqual([
      'pin',
      'report',
      'delete',
    ]);
  });
  it("own comment on another's post: delete only", () => {
    expect(menuActions({ ...comment, own: true, postOwner: false })).toEqual(['delete']);
  });
  it("another's comment on another's post: report only", () => {
    expect(menuActions({ ...comment, own: false, postOwner: false })).toEqual(['report']);
  });
  it('a pinned comment offers cancel pin', () => {
    expect(menuActions({ comment: true, pinned: true, own: false, postOwner: true })[0]).toBe(
      'unpin',
    );
  });
  it('replies are never pinned', () => {
    expect(menuActions({ comment: false, pinned: false, own: false, postOwner: true })).toEqual([
      'report',
      'delete',
    ]);
  });
});
