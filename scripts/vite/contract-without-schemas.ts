import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * What of an endpoint (src/api/contract.ts) the members' build has no use for: its schemas (what
 * a call takes and what its answer holds) and its notes for people.
 */
const DROPPED_KEYS = new Set([
  'pathParams',
  'query',
  'body',
  'data',
  'summary',
  'proposed',
  'expects',
]);
/**
 * The notes of anything else the contract proposes (src/api/proposed-codes.ts: a code the client
 * decides on): an object with `proposed` loses it and its `expects`, for the backend team's table.
 */
const NOTE_KEYS = new Set(['proposed', 'expects']);
/**
 * The modules that declare them: the endpoints, the shared schemas, the envelope's pages and the
 * proposed codes.
 */
const CONTRACT_MODULE =
  /\/src\/api\/(endpoints\/[^/]+|schemas\/[^/]+|envelope|proposed-codes)\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

function hasCall(node: Node): boolean {
  let found = false;
  walk(node, (child) => {
    if (child.type === 'CallExpression') found = true;
  });
  return found;
}

/**
 * A `defineEndpoint({ ... })` call's object: those properties go, each with the comma after it
 * (the one before belongs to the property that stays).
 */
function dropProperties(node: Node, code: string, out: MagicString): void {
  const callee = node.callee as Node | undefined;
  const [definition] = (node.arguments as Node[] | undefined) ?? [];
  if (node.type !== 'CallExpression' || callee?.name !== 'defineEndpoint') return;
  if (definition?.type !== 'ObjectExpression') return;
  dropKeys(definition, DROPPED_KEYS, code, out);
  // Its other objects are not looked at again for notes.
  definition.endpoint = true;
}

const keyName = (property: Node) => String((property.key as Node | undefined)?.name);

/** Those properties of an object literal go, each with the comma after it. */
function dropKeys(object: Node, keys: Set<string>, code: string, out: MagicString): void {
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || !keys.has(keyName(property))) continue;
    const comma = /^\s*,/.exec(code.slice(property.end));
    out.remove(property.start, property.end + (comma ? comma[0].length : 0));
  }
}

/** Any other object that says `proposed` (a proposed code): its notes go. */
function dropNotes(node: Node, code: string, out: MagicString): void {
  if (node.type !== 'ObjectExpression' || node.endpoint) return;
  const properties = node.properties as Node[];
  if (!properties.some((p) => p.type === 'Property' && keyName(p) === 'proposed')) return;
  dropKeys(node, NOTE_KEYS, code, out);
}

/** The transform itself, given a parser (the bundler's, or rolldown's parseAst in the tests). */
export function stripContract(code: string, parse: (code: string) => unknown): MagicString | null {
  const program = parse(code) as Node;
  const out = new MagicString(code);
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init;
      // Wrapped whole, as a pure call of an arrow: an annotation on `z.string().check(...)`
      // would cover the outer call only, and the inner one would keep the declaration.
      if (!isNode(init) || !hasCall(init)) continue;
      out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
      out.appendRight(init.end, '))()');
    }
  }
  walk(program, (node) => dropProperties(node, code, out));
  walk(program, (node) => dropNotes(node, code, out));
  return out.hasChanged() ? out : null;
}

/**
 * The members' build ships the contract without its schemas. Its client does not check answers
 * against them (src/api/client.ts parses in development, the tests and the demo build, whose
 * mocks need them; the contract test keeps the mocks and the schemas in step), yet building them
 * cost the find tab's start ~110 ms at 4× CPU and the post detail's ~190 ms.
 *
 * So, in the contract's modules only: each `defineEndpoint` loses its `pathParams`, `query`,
 * `body` and `data` (and its `summary`, `proposed` and `expects`, read by people and the QA
 * panel; a proposed code its `proposed` and `expects` too), and every top-level declaration that calls anything is marked pure, so a schema nothing uses
 * any more is left out of the bundle (zod's builders are not known to be free of side effects).
 * The endpoints' ids, methods, paths and access stay as they are.
 */
export function contractWithoutSchemas(enabled: boolean): Plugin {
  return {
    name: 'contract-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!enabled || !CONTRACT_MODULE.test(id)) return null;
      const out = stripContract(code, (source) => this.parse(source, { lang: 'ts' }));
      return out ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
