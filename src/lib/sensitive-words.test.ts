import { describe, expect, it } from 'vitest';
import {
  findSensitiveWord,
  SENSITIVE_LIST_PERIOD_MS,
  sensitiveListTimestamp,
} from './sensitive-words';

describe('sensitive words', () => {
  it('finds a word of the list in any letter case', () => {
    expect(findSensitiveWord('A big SCAM here', ['scam', '赌博'])).toBe('scam');
    expect(findSensitiveWord('不要赌博', ['scam', '赌博'])).toBe('赌博');
    expect(findSensitiveWord('all fine', ['scam', ''])).toBeNull();
  });

  it('asks with one timestamp per hour, so screens share the answer', () => {
    const hour = 1_800_000_000_000 - (1_800_000_000_000 % SENSITIVE_LIST_PERIOD_MS);
    expect(sensitiveListTimestamp(hour + 5)).toBe(hour);
    expect(sensitiveListTimestamp(hour + SENSITIVE_LIST_PERIOD_MS - 1)).toBe(hour);
    expect(sensitiveListTimestamp(hour + SENSITIVE_LIST_PERIOD_MS)).toBe(
      hour + SENSITIVE_LIST_PERIOD_MS,
    );
  });
});
