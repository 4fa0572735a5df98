/**
 * Scenarios: overrides by endpoint, written as one string so that a URL query, the QA panel,
 * a Storybook parameter and a Playwright fixture all say the same thing the same way.
 *
 *   mock=auth-expired                       a named scenario
 *   mock=feeds.postList=code:10000          any code of errors.tsv on one endpoint
 *   mock=*=delay:1500                        every endpoint
 *   mock=wallet.payToken=network;slow-network   several, separated by ';'
 *   mock=dead:img-a                          a media domain killed (fails like an unreachable host)
 *
 * Variants: code:<code>, network, network-after, status:<http status>, delay:<ms>, empty, and
 * several joined by '+'.
 *
 *   network        the call fails before the server sees it (nothing happens)
 *   network-after  the server runs the call (money moves, rows are written), then the answer is
 *                  lost on the way back: the client sees a network failure. `network-after:<n>`
 *                  loses only the first n answers of that endpoint (the retry then arrives).
 *   call:<n>       the rest of the variant applies to the n-th call of that endpoint only,
 *                  counted from when the scenario was set (a page load): every other call is
 *                  answered as usual. `messages.list=network+call:2` loses a list's second page,
 *                  and its retry (the third call) arrives.
 */
export interface Variant {
  code?: string;
  /** Message for a forced code; the catalogue's message for the language is used when absent. */
  message?: string;
  network?: boolean;
  /** The handler runs, then the answer is dropped: true for every call, a number for the first n. */
  networkAfter?: boolean | number;
  status?: number;
  delay?: number;
  empty?: boolean;
  /** Only the n-th call of the endpoint gets this variant (1 = the first). */
  call?: number;
}

export interface ActiveScenario {
  /** Named scenarios in effect (their data changes are applied to the db when set). */
  names: string[];
  overrides: Record<string, Variant>;
  /**
   * Media domains killed (`dead:<domain>`): a data change like a named scenario's, so a link, the
   * HTTP host and a story can kill the domain the QA panel's Data tab killed. Absent when none.
   */
  dead?: string[];
}

export const EMPTY_SCENARIO: ActiveScenario = { names: [], overrides: {} };

export function parseVariant(text: string): Variant {
  const variant: Variant = {};
  for (const part of text.split('+')) {
    // Nothing forced (a custom code cleared in the QA panel): the endpoint answers as usual.
    if (!part) continue;
    const [kind, ...rest] = part.split(':');
    const value = rest.join(':');
    switch (kind) {
      case 'code':
        variant.code = value;
        break;
      case 'network':
        variant.network = true;
        break;
      case 'network-after':
        variant.networkAfter = value ? Number(value) : true;
        break;
      case 'status':
        variant.status = Number(value);
        break;
      case 'delay':
        variant.delay = Number(value);
        break;
      case 'empty':
        variant.empty = true;
        break;
      case 'message':
        variant.message = decodeURIComponent(value);
        break;
      case 'call':
        variant.call = Number(value);
        if (!Number.isInteger(variant.call) || variant.call < 1)
          throw new Error(`Mock variant "${part}": the call is counted from 1`);
        break;
      default:
        throw new Error(`Unknown mock variant "${part}"`);
    }
  }
  return variant;
}

export function formatVariant(variant: Variant): string {
  const parts: string[] = [];
  if (variant.code) parts.push(`code:${variant.code}`);
  if (variant.message) parts.push(`message:${encodeURIComponent(variant.message)}`);
  if (variant.network) parts.push('network');
  if (variant.networkAfter === true) parts.push('network-after');
  else if (typeof variant.networkAfter === 'number')
    parts.push(`network-after:${variant.networkAfter}`);
  if (variant.status) parts.push(`status:${variant.status}`);
  if (variant.delay) parts.push(`delay:${variant.delay}`);
  if (variant.empty) parts.push('empty');
  if (variant.call) parts.push(`call:${variant.call}`);
  return parts.join('+');
}

const DEAD_PREFIX = 'dead:';

/** Parses a scenario string; named scenarios are kept by name and expanded by the registry. */
export function parseScenario(text: string | null | undefined): ActiveScenario {
  const result: ActiveScenario = { names: [], overrides: {} };
  if (!text) return result;
  for (const raw of text.split(';')) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq === -1 && item.startsWith(DEAD_PREFIX)) {
      const domain = item.slice(DEAD_PREFIX.length);
      if (!domain) throw new Error(`Mock item "${item}": name the media domain (dead:img-a)`);
      (result.dead ??= []).push(domain);
    } else if (eq === -1) result.names.push(item);
    else result.overrides[item.slice(0, eq)] = parseVariant(item.slice(eq + 1));
  }
  return result;
}

export function formatScenario(scenario: ActiveScenario): string {
  const overrides = Object.entries(scenario.overrides).map(
    ([id, v]) => `${id}=${formatVariant(v)}`,
  );
  const dead = (scenario.dead ?? []).map((domain) => `${DEAD_PREFIX}${domain}`);
  return [...scenario.names, ...overrides, ...dead].join(';');
}
