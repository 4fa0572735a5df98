/**
 * The server's clock, as far as this device knows it: the difference measured at launch
 * (`config.serverTime`). Timestamps the server compares (the cache-busting timestamps of the
 * sensitive-word and impression lists, "today" of the visit record) use it, so a phone whose
 * clock is wrong still agrees with the server.
 */
let offsetMs = 0;

/** Records the server's time, read when a request sent at `sentAt` came back at `receivedAt`. */
export function setServerTime(serverMs: number, sentAt: number, receivedAt: number): void {
  // The answer was made about halfway through the round trip.
  offsetMs = serverMs - Math.round((sentAt + receivedAt) / 2);
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The server's calendar day (UTC), e.g. '2026-11-23'. */
export function serverDay(): string {
  return new Date(serverNow()).toISOString().slice(0, 10);
}
