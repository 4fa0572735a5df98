/**
 * Plain type guards for reading back what this client wrote itself (storage, the response
 * envelope): a few lines each, so the first load does not carry a schema library for them.
 * The API's payloads are still checked against the contract's schemas (src/api/schemas).
 */

/** An object with keys (not null, not an array): what a JSON object parses to. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object that is a plain object (not an array, not a class instance). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

export const isString = (value: unknown): value is string => typeof value === 'string';

/** A string with at least one character. */
export const isFilled = (value: unknown): value is string => isString(value) && value.length > 0;

export const isStringOrNull = (value: unknown): value is string | null =>
  value === null || isString(value);

/** A finite number (NaN and the infinities are no numbers a record holds). */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Absent (undefined) or a string. */
export const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
