import { z } from 'zod/mini';
import type { Endpoint } from '@/api/contract';

/**
 * A request checked against the contract the way a server checks it: path parameters, query and
 * body each parsed by their schema, and a key the schema does not declare refused (a misspelt
 * parameter a server ignores is a filter that silently never applies: the mock names it instead).
 */
export type CheckedRequest =
  { ok: true; path: unknown; query: unknown; body: unknown } | { ok: false; reason: string };

type Part = 'path' | 'query' | 'body';

/** Schemas that wrap another one (optional, nullable, default...) and hand it on. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  if (def.innerType) return unwrap(def.innerType);
  if (schema instanceof z.core.$ZodPipe && def.in) return unwrap(def.in);
  return schema;
}

/** The keys of `value` (at any depth) that `schema` does not declare, as dotted paths. */
export function undeclaredKeys(schema: z.core.$ZodType, value: unknown, at = ''): string[] {
  const inner = unwrap(schema);
  if (Array.isArray(value) && inner instanceof z.core.$ZodArray) {
    return value.flatMap((item, i) => undeclaredKeys(inner._zod.def.element, item, `${at}${i}.`));
  }
  if (!value || typeof value !== 'object') return [];
  if (inner instanceof z.core.$ZodUnion) {
    // Undeclared for the union when no option declares it.
    const perOption = inner._zod.def.options.map((o) => undeclaredKeys(o, value, at));
    return perOption.reduce((common, keys) => common.filter((k) => keys.includes(k)));
  }
  if (!(inner instanceof z.core.$ZodObject)) return [];
  const shape = inner._zod.def.shape;
  return Object.entries(value).flatMap(([key, child]) =>
    shape[key] ? undeclaredKeys(shape[key], child, `${at}${key}.`) : [`${at}${key}`],
  );
}

/** Text values (a query string, path segments) coerced to what the schema declares. */
export function coerceText(
  schema: z.core.$ZodType | undefined,
  raw: Record<string, string>,
): Record<string, unknown> {
  const inner = schema && unwrap(schema);
  // The core object class: matches objects of zod/mini and of classic zod alike.
  const shape: z.core.$ZodShape = inner instanceof z.core.$ZodObject ? inner._zod.def.shape : {};
  const coerced: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(raw)) {
    const field = shape[key];
    const candidates: unknown[] = [
      text,
      Number(text),
      text === 'true' ? true : text === 'false' ? false : text,
    ];
    coerced[key] = field ? (candidates.find((c) => z.safeParse(field, c).success) ?? text) : text;
  }
  return coerced;
}

type Parsed = { ok: true; data: unknown } | { ok: false; reasons: string[] };

/**
 * Every problem of one part, not the first: a server that names one missing field per answer
 * made a sign-in by curl take three tries (issue 47).
 */
function parsePart(part: Part, schema: z.core.$ZodType | undefined, value: unknown): Parsed {
  if (!schema) {
    const given = value && typeof value === 'object' ? Object.keys(value) : [];
    if (part === 'body' && value !== undefined)
      return { ok: false, reasons: ['body: not expected'] };
    return given.length
      ? { ok: false, reasons: given.map((key) => `${part}.${key}: not declared by the contract`) }
      : { ok: true, data: undefined };
  }
  const reasons = undeclaredKeys(schema, value).map(
    (key) => `${part}.${key}: not declared by the contract`,
  );
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = [part, ...issue.path.map(String)].join('.');
      reasons.push(`${where}: ${issue.message}`);
    }
  }
  if (reasons.length) return { ok: false, reasons };
  return { ok: true, data: parsed.data };
}

/** Reads the body as JSON; an unreadable body is refused, as a server would. */
async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function checkRequest(
  endpoint: Endpoint,
  params: Record<string, string | readonly string[] | undefined>,
  request: Request,
): Promise<CheckedRequest> {
  // Only the path's own `{name}` segments: MSW also names the host wildcard ("0").
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const rawPath = Object.fromEntries(names.map((name) => [name, String(params[name] ?? '')]));
  const path = parsePart('path', endpoint.pathParams, coerceText(endpoint.pathParams, rawPath));
  const search = Object.fromEntries(new URL(request.url).searchParams.entries());
  const query = parsePart('query', endpoint.query, coerceText(endpoint.query, search));
  const bodyText = await readBody(request);
  const body: Parsed = bodyText.ok
    ? parsePart('body', endpoint.body, bodyText.value)
    : { ok: false, reasons: ['body: not JSON'] };
  if (!path.ok || !query.ok || !body.ok) {
    const reasons = [path, query, body].flatMap((p) => (p.ok ? [] : p.reasons));
    return { ok: false, reason: reasons.join('; ') };
  }
  return { ok: true, path: path.data, query: query.data, body: body.data };
}
