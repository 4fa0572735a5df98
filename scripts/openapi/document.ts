/**
 * The OpenAPI 3.1 document of the contract (src/api/endpoints), built from the same objects the
 * client and the mocks use: the schemas go through zod's own JSON Schema output (draft 2020-12,
 * which is OpenAPI 3.1's dialect), nothing is written by hand. `npm run api:spec` writes it.
 */
import { z } from 'zod/mini';
import type { Endpoint } from '../../src/api/contract.ts';
import { allEndpoints } from '../../src/api/endpoints/index.ts';
import { CODES, pageOf, pageQuery } from '../../src/api/envelope.ts';
import * as namedSchemas from '../../src/api/schemas/index.ts';
import { errorCodesOf, failureData, proposedCodes } from './error-codes.ts';

type Json = Record<string, unknown>;
type Schema = z.core.$ZodType;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** `postSchema` → `Post`: the shared shapes of src/api/schemas become the document's components. */
const componentName = (exportName: string) =>
  exportName.replace(/Schema$/, '').replace(/^./, (c) => c.toUpperCase());

/** The keys of `pageOf(row)` (src/api/envelope.ts): a page with more (a feed's `hottest`) is another shape. */
const PAGE_KEYS = Object.keys(pageOf(pageQuery)._zod.def.shape).sort().join();

/** `pageOf(postSchema)` → `PostPage`: a page type shared by many calls is named by its rows. */
function pageName(schema: Schema, ids: Map<Schema, string>): string | undefined {
  const def = schema._zod.def as { shape?: Record<string, Schema> };
  if (!def.shape || Object.keys(def.shape).sort().join() !== PAGE_KEYS) return undefined;
  const rows = def.shape.resultList?._zod.def as { element?: Schema } | undefined;
  const row = rows?.element && ids.get(rows.element);
  return row && !row.includes('.') ? `${row}Page` : undefined;
}

/** A schema alone as JSON Schema, to tell two schemas of one name apart by what they say. */
const shapeOf = (schema: Schema) =>
  JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));

/**
 * Gives each schema its component name, one name per shape: a schema met again keeps its first
 * name; another schema of the same shape (`pageOf(postSchema)` made twice) shares the name; a
 * schema of another shape under a taken name throws, naming both, since a document that gave two
 * shapes one name would have a reader (Prism's mock, a generated client) take one for the other.
 */
export function componentNames() {
  const ids = new Map<Schema, string>();
  const byName = new Map<string, Schema>();
  /** The first schema of each name: the one the registry converts. */
  const registered: Array<[Schema, string]> = [];
  const name = (schema: Schema, id: string) => {
    if (ids.has(schema)) return;
    const first = byName.get(id);
    if (first && shapeOf(first) !== shapeOf(schema))
      throw new Error(
        `Two different schemas would be named ${id}: ${shapeOf(first)} and ${shapeOf(schema)}`,
      );
    ids.set(schema, id);
    if (!first) {
      byName.set(id, schema);
      registered.push([schema, id]);
    }
  };
  return { ids, name, registered };
}

/**
 * Every schema to convert, in one registry: one conversion shares the named shapes as `$ref`s.
 * `io: 'input'`: the document describes what travels (a field with a default may be left out,
 * by the client in a query and by the server in an answer).
 */
function convert(endpoints: Endpoint[]): Converted {
  const registry = z.registry<{ id: string }>();
  const { ids, name, registered } = componentNames();
  name(pageQuery, 'PageQuery');
  for (const [exportName, value] of Object.entries(namedSchemas)) {
    if (isSchema(value) && exportName.endsWith('Schema')) name(value, componentName(exportName));
  }
  // The data of the failures that carry some (the pay password's tries, a cooldown).
  for (const [exportName, schema] of Object.entries(failureData))
    name(schema, componentName(exportName));
  for (const endpoint of endpoints) {
    const parts = {
      path: endpoint.pathParams,
      query: endpoint.query,
      body: endpoint.body,
      data: endpoint.data,
    };
    for (const [part, schema] of Object.entries(parts)) {
      if (schema) name(schema, pageName(schema, ids) ?? `${endpoint.id}.${part}`);
    }
  }
  for (const [schema, id] of registered) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => {
      // z.int() is bounded to safe integers: true, but noise on every count and id.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      decimalsNote(jsonSchema as Json);
    },
  }) as { schemas: Record<string, Json> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
    delete schema.id;
  }
  return { schemas, ids };
}

/**
 * Money (yuan, at most two decimals) travels as a JSON number, as the specification gives it. As
 * `multipleOf: 0.01` a float validator (Prism's, Ajv's) refuses 258.34 (258.34 / 0.01 is
 * 25833.999…), so the rule is stated as `x-decimals` instead: the contract's own schemas (zod's
 * float-safe check, src/api/schemas/wallet.ts) keep enforcing it in the client, the mocks and
 * `verify:api`.
 */
function decimalsNote(jsonSchema: Json): void {
  const step = jsonSchema.multipleOf;
  if (typeof step !== 'number' || Number.isInteger(step)) return;
  delete jsonSchema.multipleOf;
  jsonSchema['x-decimals'] = Math.round(-Math.log10(step));
}

interface Converted {
  schemas: Record<string, Json>;
  /** The component name of every converted schema. */
  ids: Map<Schema, string>;
}

/** The component of a part, or a `$ref` to the named shape it is. */
function refOf({ ids }: Converted, schema: Schema | undefined): Json | undefined {
  const id = schema && ids.get(schema);
  return id ? { $ref: `#/components/schemas/${id}` } : undefined;
}

/** Path and query objects become one parameter per property (then their component goes). */
function parameters(
  { schemas, ids }: Converted,
  endpoint: Endpoint,
  where: 'path' | 'query',
  inlined: Set<string>,
): Json[] {
  const schema = where === 'path' ? endpoint.pathParams : endpoint.query;
  const id = schema && ids.get(schema);
  const object = id ? schemas[id] : undefined;
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (!id || !object) {
    if (where === 'path' && names.length > 0)
      throw new Error(`${endpoint.id}: path parameters without a pathParams schema`);
    return [];
  }
  inlined.add(id);
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  if (where === 'path') {
    const declared = Object.keys(properties).sort().join();
    if (declared !== [...names].sort().join())
      throw new Error(`${endpoint.id}: path {${names.join('}, {')}} vs pathParams ${declared}`);
  }
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const envelope = (code: Json, data: Json | undefined, dataRequired: boolean): Json => ({
  type: 'object',
  required: dataRequired ? ['code', 'data'] : ['code'],
  properties: {
    code,
    message: { type: 'string', description: 'For people; the client decides on `code` only.' },
    data: data ?? {},
    resultMap: { oneOf: [{ type: 'object' }, { type: 'null' }] },
  },
});

/** Examples by operation id, then by name (scripts/openapi/examples.ts). */
export type OperationExamples = Record<string, Record<string, unknown>>;

function operation(
  converted: Converted,
  endpoint: Endpoint,
  inlined: Set<string>,
  examples: OperationExamples,
): Json {
  const codes = errorCodesOf(endpoint);
  const body = refOf(converted, endpoint.body);
  const data = refOf(converted, endpoint.data);
  const codeList = codes.map((c) => `- \`${c.code}\`: ${c.meaning}`).join('\n');
  // A failure without data shares one branch; each that carries data has a branch of its own.
  const plain = codes.filter((c) => !c.data).map((c) => c.code);
  const failures = [
    envelope({ enum: plain }, undefined, false),
    ...codes
      .filter((c) => c.data)
      .map((c) => envelope({ const: c.code }, refOf(converted, c.data), true)),
  ];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: [
      // The id the QA panel, scenarios and tests use: `?mock=feeds.postList=code:10000`.
      `\`${endpoint.id}\` (src/api/endpoints/${endpoint.id.split('.')[0]}.ts)`,
      endpoint.proposed
        ? '**Proposed**: the specification leaves this call open; designed by the client, for the backend team to confirm.'
        : '',
      endpoint.expects ? `**The client expects**: ${endpoint.expects}` : '',
      endpoint.access === 'private'
        ? 'Private: the token in `Authorization`.'
        : 'Public: sent without the token.',
      `Failure codes (envelope \`code\`, HTTP 200):\n\n${codeList}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [endpoint.id.split('.')[0]],
    security: endpoint.access === 'private' ? [{ token: [] }] : [],
    ...(endpoint.host === 'statistics'
      ? {
          servers: [
            {
              url: '{statistics}',
              description: 'The statistics host (type 7 of the domain list), never with the token',
              variables: { statistics: { default: 'https://statistics.example.com' } },
            },
          ],
        }
      : {}),
    parameters: [
      ...parameters(converted, endpoint, 'path', inlined),
      ...parameters(converted, endpoint, 'query', inlined),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: {
      '200': {
        description: `The envelope: \`${CODES.success}\` with \`data\`, or a failure code with a message`,
        content: {
          'application/json': {
            schema: {
              oneOf: [envelope({ const: CODES.success }, data, true), ...failures],
            },
            // `success` first: Prism's mock answers it unless asked `Prefer: example=code-…`.
            ...(examples[endpoint.id]
              ? {
                  examples: Object.fromEntries(
                    Object.entries(examples[endpoint.id] ?? {}).map(([name, value]) => [
                      name,
                      {
                        summary: name === 'success' ? 'Success' : `Failure ${name.slice(5)}`,
                        value,
                      },
                    ]),
                  ),
                }
              : {}),
          },
        },
      },
      '401': { description: 'Without an envelope: ends the session like code `401`' },
    },
    'x-access': endpoint.access,
    'x-error-codes': codes.map((c) => c.code),
    ...(codes.some((c) => c.proposed)
      ? { 'x-proposed-error-codes': codes.filter((c) => c.proposed).map((c) => c.code) }
      : {}),
    ...(endpoint.proposed ? { 'x-proposed': true } : {}),
    ...(endpoint.expects ? { 'x-expects': endpoint.expects } : {}),
  };
}

/** The component names `value` refers to, and those they refer to, and so on. */
function reachable(value: unknown, schemas: Record<string, Json>, seen = new Set<string>()) {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const ref = (node as Json).$ref;
      if (typeof ref === 'string') {
        const id = ref.slice('#/components/schemas/'.length);
        if (!seen.has(id)) {
          seen.add(id);
          visit(schemas[id]);
        }
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return seen;
}

/** `additionalProperties: false` on every object of `node` that does not say otherwise. */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.type === 'object' && schema.properties && !('additionalProperties' in schema))
    schema.additionalProperties = false;
  Object.values(schema).forEach(closeObjects);
}

/**
 * Request bodies as strict as the mock host (mocks/platform/request-check.ts refuses a key the
 * contract does not declare, at any depth): their objects are closed. A component that answers
 * use too stays open there (none today: the test says so), as answers may grow fields.
 */
function closeRequestObjects(
  paths: Record<string, Record<string, Json>>,
  schemas: Record<string, Json>,
) {
  const operations = Object.values(paths).flatMap((item) => Object.values(item));
  const requests = reachable(
    operations.map((o) => o.requestBody),
    schemas,
  );
  const answers = reachable(
    operations.map((o) => o.responses),
    schemas,
  );
  for (const id of requests) if (!answers.has(id)) closeObjects(schemas[id]);
  for (const o of operations) closeObjects(o.requestBody);
}

export function buildDocument(version: string, examples: OperationExamples = {}): Json {
  const endpoints = allEndpoints();
  const converted = convert(endpoints);
  const { schemas } = converted;
  /** Path and query objects, spread into parameters: not components of their own. */
  const inlined = new Set<string>();
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[`/${endpoint.path}`] ??= {});
    item[endpoint.method.toLowerCase()] = operation(converted, endpoint, inlined, examples);
  }
  closeRequestObjects(paths, schemas);
  const referenced = JSON.stringify(paths) + JSON.stringify(schemas);
  for (const id of inlined)
    if (!referenced.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  const tags = [...new Set(endpoints.map((e) => e.id.split('.')[0] ?? ''))].map((name) => ({
    name,
    description: `src/api/endpoints/${name}.ts`,
  }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Lumen API',
      version,
      summary: 'The contract of the Lumen client, generated from src/api/endpoints',
      description:
        'Generated by `npm run api:spec` from the contract the client and its mocks share: do not edit. ' +
        'Every answer is an envelope `{code, message, data, resultMap}`; `00000` is success. ' +
        'Calls flagged `x-proposed` are not in the specification (designed by the client); ' +
        '`x-expects` says what the client relies on where the specification is silent; ' +
        '`x-proposed-codes` (top level) lists the failure codes the client decides on that the ' +
        'specification does not give:\n\n' +
        proposedCodes()
          .map(({ name, code, expects }) => `- \`${code}\` ${name}: ${expects}`)
          .join('\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Codes the client decides on that the specification does not give (src/api/proposed-codes.ts).
    'x-proposed-codes': proposedCodes(),
    servers: [
      {
        url: '{api}',
        description: 'The API host (VITE_API_BASE); `npm run mock-server` is one',
        variables: { api: { default: 'http://127.0.0.1:8787' } },
      },
    ],
    tags,
    paths,
    components: {
      // By code unit, not localeCompare: the order must not depend on the machine's locale.
      schemas: Object.fromEntries(
        Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token from sign-in, as it is (no `Bearer ` prefix)',
        },
      },
    },
  };
}
