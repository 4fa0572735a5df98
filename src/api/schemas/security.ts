import { z } from 'zod/mini';

// Checked at run time in every build (a refusal's data, below), under a Content-Security-Policy
// without 'unsafe-eval': zod must not try `new Function` (envelope.ts sets this only where the
// contract's answers are checked).
z.config({ jitless: true });

/**
 * Issue 27: the pay password's guard against guessing, as the server tells it. Read from the pay
 * password's state (wallet.paySafety) and from the `data` of a refused pay password (the proposed
 * codes payPasswordWrong / payPasswordLocked, src/api/proposed-codes.ts). The client shows these
 * numbers; it never reads them from the message's wording.
 */
export const payPasswordGuardSchema = z.object({
  /** Wrong tries in a row that lock the pay password. */
  maxTries: z.int().check(z.minimum(1)),
  /** Tries left before the lock (0 while locked). */
  triesLeft: z.int().check(z.minimum(0)),
  /** When the lock ends (server time, ISO), or null when not locked. */
  lockedUntil: z.nullable(z.string()),
  /** Seconds until the lock ends, or null when not locked: the client counts from its own clock. */
  retryAfterSeconds: z.nullable(z.int().check(z.minimum(0))),
});
export type PayPasswordGuard = z.infer<typeof payPasswordGuardSchema>;

/**
 * The `data` of the proposed code phoneRecentlyChanged: a phone changed less than a day ago
 * receives no pay-password reset code until then.
 */
export const phoneCooldownSchema = z.object({
  /** When the bound phone may receive a reset code again (server time, ISO). */
  availableAt: z.string(),
  retryAfterSeconds: z.int().check(z.minimum(0)),
});
export type PhoneCooldown = z.infer<typeof phoneCooldownSchema>;

// In a file of its own, for the user endpoints (on the first screen) to name without bringing
// the schemas above (checked at run time by the wallet's screens) into the first load.
export { ownPhoneCodeSceneSchema, type OwnPhoneCodeScene } from './own-phone-scene';
