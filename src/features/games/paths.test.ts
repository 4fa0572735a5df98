import { describe, expect, it } from 'vitest';
import { gameDetailPath, safePlayUrl } from './paths';

describe('game play links', () => {
  it('opens only http and https addresses', () => {
    expect(safePlayUrl('https://games.community.test/play/game2')).toBe(
      'https://games.community.test/play/game2',
    );
    expect(safePlayUrl('http://example.com/g')).toBe('http://example.com/g');
    expect(safePlayUrl('javascript:alert(1)')).toBeNull();
    expect(safePlayUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safePlayUrl('weixin://dl/game')).toBeNull();
    expect(safePlayUrl('/post/game')).toBeNull();
    expect(safePlayUrl('')).toBeNull();
  });

  it('names a game by its id in the detail address', () => {
    expect(gameDetailPath('a b&c')).toBe('/post/game/detail?id=a%20b%26c');
  });
});
