import { describe, expect, it } from 'vitest';
import { hostPort } from './port';

describe("the mock host's port", () => {
  it('is --port N, else MOCK_PORT, else 8787', () => {
    expect(hostPort([], undefined)).toBe(8787);
    expect(hostPort([], '9000')).toBe(9000);
    expect(hostPort(['--port', '9100'], '9000')).toBe(9100);
    expect(hostPort(['--port=9200'], undefined)).toBe(9200);
  });

  it('refuses what is no port', () => {
    expect(() => hostPort(['--port'], undefined)).toThrow(/no port/);
    expect(() => hostPort([], 'http')).toThrow(/no port/);
    expect(() => hostPort(['--port', '70000'], undefined)).toThrow(/no port/);
  });
});
