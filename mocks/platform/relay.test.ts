import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiBase } from '@/api/config';
import { contract } from '@/api/endpoints';
import { clearCallLog, loggedCalls, type CallEntry } from './call-log';
import { parseRelayHost, readViolations, relayUrl, setRelay } from './relay';

describe('the relay address', () => {
  it('takes an http(s) address, with its path and one trailing slash', () => {
    expect(parseRelayHost('http://127.0.0.1:4010')).toEqual({
      ok: true,
      base: 'http://127.0.0.1:4010/',
    });
    expect(parseRelayHost(' https://staging.example/api?x=1#y ')).toEqual({
      ok: true,
      base: 'https://staging.example/api/',
    });
  });

  it('refuses anything else, with why (trust rule: only http(s) is a host)', () => {
    expect(parseRelayHost('javascript:alert(1)')).toEqual({ ok: false, reason: 'not-http' });
    expect(parseRelayHost('file:///etc/passwd')).toEqual({ ok: false, reason: 'not-http' });
    expect(parseRelayHost('ftp://127.0.0.1:4010')).toEqual({ ok: false, reason: 'not-http' });
    expect(parseRelayHost('127.0.0.1:4010')).toEqual({ ok: false, reason: 'not-url' });
    expect(parseRelayHost('not a host')).toEqual({ ok: false, reason: 'not-url' });
  });

  it("puts the call's path after the API base on the relay's base", () => {
    const base = 'http://127.0.0.1:4010/';
    expect(relayUrl('https://api.test/v1/a/b?c=1', base, 'https://api.test/v1/')).toBe(
      'http://127.0.0.1:4010/a/b?c=1',
    );
    expect(relayUrl('https://stats.test/a/b', 'https://proxy.test/p/', 'https://api.test/')).toBe(
      'https://proxy.test/p/a/b',
    );
  });
});

describe("Prism's verdict", () => {
  it('reads one line per violation: where, then what', () => {
    const header = JSON.stringify([
      { location: ['response'], severity: 'Warning', message: 'Unable to match the status 500' },
      { location: ['request', 'query', 'level'], severity: 'Error', message: 'must be number' },
    ]);
    expect(readViolations(header)).toEqual([
      'response: Unable to match the status 500',
      'request.query.level: must be number',
    ]);
  });

  it('keeps a verdict it cannot parse as sent, and has none without the header', () => {
    expect(readViolations('broken [')).toEqual(['broken [']);
    expect(readViolations(null)).toBeNull();
  });
});

/** A host that answers what each test sets, and records what reached it. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}
let answer: (seen: Seen) => { status: number; headers?: Record<string, string>; body?: string };
const seen: Seen[] = [];
let upstream: Server;
let base = '';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => done(text));
  });
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    void readBody(req).then((body) => {
      const call = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      seen.push(call);
      const { status, headers = {}, body: text = '' } = answer(call);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/`;
});
afterAll(() => new Promise<void>((done) => upstream.close(() => done())));
afterEach(() => {
  setRelay(null);
  seen.length = 0;
});

/** The log's newest entry, without its sequence number. */
function lastCall(): Omit<CallEntry, 'seq'> {
  const [entry] = loggedCalls();
  if (!entry) throw new Error('nothing logged');
  const { seq: _seq, ...rest } = entry;
  return rest;
}

const violation = JSON.stringify([
  {
    location: ['response'],
    severity: 'Warning',
    message: 'Unable to match the returned status code with those defined in the document: 200,401',
  },
]);

describe('relay mode', () => {
  const general = `${apiBase}${contract.config.general.path}`;

  it("answers with the host's response unchanged and logs it with the proxy's verdict", async () => {
    answer = () => ({ status: 500, headers: { 'sl-violations': violation } });
    setRelay(base, apiBase);
    clearCallLog();
    const response = await fetch(`${general}?x=1`);
    expect(response.status).toBe(500);
    expect(response.headers.get('sl-violations')).toBe(violation);
    expect(seen.map((s) => s.url)).toEqual([`/${contract.config.general.path}?x=1`]);
    expect(lastCall()).toEqual({
      endpointId: 'config.general',
      method: 'GET',
      url: `${base.slice('http://'.length)}${contract.config.general.path}?x=1`,
      outcome: 'failure',
      code: '500',
      reason: 'Internal Server Error',
      contract: [
        'response: Unable to match the returned status code with those defined in the document: 200,401',
      ],
    });
  });

  it("reads the envelope's code: a success is ok, any other code a failure with its message", async () => {
    setRelay(base, apiBase);
    answer = () => ({ status: 200, body: '{"code":"00000","message":"","data":{}}' });
    await fetch(general);
    expect(lastCall()).toMatchObject({ outcome: 'ok', code: '00000', contract: null });
    answer = () => ({ status: 200, body: '{"code":"10000","message":"Busy","data":null}' });
    const body = (await (await fetch(general)).json()) as { code: string };
    expect(body.code).toBe('10000');
    expect(lastCall()).toMatchObject({ outcome: 'failure', code: '10000', reason: 'Busy' });
  });

  it('sends the method, the Authorization header and the body as the app made them', async () => {
    setRelay(base, apiBase);
    answer = () => ({ status: 200, body: '{"code":"00000","message":"","data":null}' });
    const upload = `${apiBase}${contract.config.sliceUpload.path}`;
    await fetch(upload, {
      method: 'POST',
      headers: { Authorization: 'tok-1', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `/${contract.config.sliceUpload.path}`,
        authorization: 'tok-1',
        body: '{"a":1}',
      },
    ]);
    expect(lastCall()).toMatchObject({ endpointId: 'config.sliceUpload', method: 'POST' });
  });

  it('a host that does not answer is a network failure in the log and for the app', async () => {
    setRelay('http://127.0.0.1:9/', apiBase);
    const error: unknown = await fetch(general).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(lastCall()).toMatchObject({ endpointId: 'config.general', outcome: 'network' });
    expect(lastCall().reason).toMatch(/^127\.0\.0\.1:9: /);
  });

  it("leaves media to the network: the host's own pictures, not the mocks'", async () => {
    setRelay(base, apiBase);
    answer = () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'real' });
    const picture = await fetch(`${base}mock-media/img-a/p/1.jpg`);
    expect(await picture.text()).toBe('real');
  });

  it('without a relay, the mocks answer again', async () => {
    const response = await fetch(general);
    expect(((await response.json()) as { code: string }).code).toBe('00000');
    expect(seen).toEqual([]);
  });
});
