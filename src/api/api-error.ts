/** A failed call, after the error policy has run. Screens read `kind` to show their own state. */
export class ApiError extends Error {
  readonly kind: 'code' | 'network' | 'contract';
  readonly code: string | undefined;
  readonly endpointId: string;

  constructor(init: {
    kind: ApiError['kind'];
    code?: string;
    message: string;
    endpointId: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.endpointId = init.endpointId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
