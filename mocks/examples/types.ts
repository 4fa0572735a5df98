import type { Endpoint, EndpointInput } from '@/api/contract';

/**
 * A valid input for every endpoint, as the seeded member (fixtures/users NAMED_USERS.member,
 * token NAMED_TOKENS.member) would send it. The contract test calls each one against a fresh db
 * and requires a success envelope whose data parses by the endpoint's schema.
 */
export type ExampleFor<E extends Endpoint> = EndpointInput<E>;

export type Examples<Area extends Record<string, Endpoint>> = {
  [K in keyof Area]: EndpointInput<Area[K]>;
};
