/** A failed call, after the error policy has run. Screens read `kind` to show their own state. */
export class ApiError extends Error {
  readonly kind: 'code' | 'network' | 'contract';
  readonly code: string | undefined;
  readonly endpointId: string;
  /**
   * The envelope's `data` of a refusal, unchecked: a proposed code may carry numbers the screen
   * decides on (src/api/proposed-codes.ts); whoever reads it parses it with its schema.
   */
  readonly data: unknown;

  constructor(init: {
    kind: ApiError['kind'];
    code?: string;
    message: string;
    endpointId: string;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.endpointId = init.endpointId;
    this.data = init.data ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
