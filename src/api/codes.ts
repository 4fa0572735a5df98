/** The API host's result codes the client decides on (errors.tsv). */
export const CODES = {
  success: '00000',
  general: '10000',
  getRejected: '10101',
  postRejected: '10103',
  authExpired: '10201',
  authInvalid: '10203',
  authKicked: '10301',
  unauthorized: '401',
} as const;

/** Codes that end the session (errors.tsv: "authentication failure"). */
export const AUTH_FAILURE_CODES: readonly string[] = [
  CODES.authExpired,
  CODES.authInvalid,
  CODES.authKicked,
  CODES.unauthorized,
];
