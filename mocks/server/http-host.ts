/**
 * The mock platform over real HTTP on 127.0.0.1: the production build (no mock code) is pointed
 * at it to prove the build switch. Same handlers, same db, same scenarios as everywhere else.
 *
 *   npm run mock-server                 # http://127.0.0.1:8787/
 *   npm run mock-server -- --port 9000  # or MOCK_PORT=9000 (the flag wins)
 *   MOCK_PORT=9000 MOCK_SCENARIO=slow-network npm run mock-server
 *   MOCK_STRICT=1 MOCK_ORIGINS=http://127.0.0.1:4319 npm run mock-server
 *
 * Control (for tests and QA): POST /__mock/scenario {"scenario":"...","latency":0} resets the db and
 * applies the scenario, keeping every session whose member the fresh db still has (a scenario that
 * ends sessions, auth-expired, ends them): its answer says which were kept and which ended;
 * GET /__mock/state shows it; GET /__mock/requests lists the recorded calls.
 *
 * A request never ends the process: a lost network (`network`, `network-after`, `offline`, a dead
 * media domain) ends its connection without an answer, and a handler's exception is a 500 with the
 * envelope, kept at /__mock/violations in both modes (mocks/server/msw-express.ts).
 *
 * Strict mode (MOCK_STRICT=1) answers a browser as a deployed API host would: CORS only for the
 * app's origins (MOCK_ORIGINS, comma separated) and the headers the contract uses, so a header the
 * in-browser mocks never see fails here as it would in production; and everything a server would
 * log as wrong (a request the contract refuses, a path no endpoint has, a handler's exception, an
 * Accept-Language that is no language tag, another origin) is kept at GET /__mock/violations
 * (emptied by each scenario reset), so a journey can fail on it instead of on a screen's guess.
 */
import cors from 'cors';
import express from 'express';
import { configureDb, db } from '../db';
import { handlers } from '../handlers';
import { configureMedia } from '../handlers/media';
import { dispatching } from '../platform/dispatch';
import { loggedCalls, onCallLogged } from '../platform/call-log';
import { activeScenario, baseLatency } from '../platform/store';
import { readClip } from '../platform/node-clip';
import { formatScenario } from '../platform/scenario';
import { applyScenario, setLatency } from '../runtime';
import { mswMiddleware } from './msw-express';
import { hostPort } from './port';

const port = hostPort(process.argv.slice(2), process.env.MOCK_PORT);
const origin = `http://127.0.0.1:${port}`;
const strict = process.env.MOCK_STRICT === '1';
/** The app origins a strict host answers (CORS); a real host lists the members' site. */
const appOrigins = (process.env.MOCK_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

configureDb({ mediaBase: (name) => `${origin}/mock-media/${name}/` });
configureMedia({ loadClip: readClip });
setLatency(Number(process.env.MOCK_LATENCY ?? 0));
applyScenario(process.env.MOCK_SCENARIO ?? '');

/** What reached the host, so a test can check which calls carried the Authorization header. */
const recorded: Array<{ method: string; path: string; authorization: string | null }> = [];

/**
 * Accept-Language as HTTP defines it (RFC 9110: language ranges, each with an optional weight). A
 * server's locale parser may refuse anything else, and a browser preflights a call carrying it.
 */
function isLanguageRanges(header: string): boolean {
  const range = /^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)(\s*;\s*q=[01](\.\d{0,3})?)?$/;
  return header.split(',').every((part) => range.test(part.trim()));
}

/** What a server would log as wrong since the last scenario reset (strict mode's record). */
interface Violation {
  method: string;
  path: string;
  status: number;
  reason: string;
}
const violations: Violation[] = [];
function violate(v: Violation): void {
  violations.push(v);
  if (violations.length > 500) violations.shift();
}

// A request the contract refuses is answered with its envelope (as a server does) and recorded.
let lastSeq = 0;
onCallLogged(() => {
  const fresh = loggedCalls().filter((c) => c.seq > lastSeq);
  for (const call of fresh.reverse()) {
    lastSeq = call.seq;
    if (call.outcome === 'refused') {
      const [path = call.url] = call.url.split('?');
      violate({ method: call.method, path, status: 200, reason: `${call.code}: ${call.reason}` });
    }
  }
});

/** Requests whose handler threw: recorded with the exception, not again as a bare 500. */
const failedInHandler = new WeakSet<express.Request>();

/**
 * Headers a page may read cross-origin. `sl-violations` is Prism's verdict, added by its proxy in
 * front of this host (scripts/prism/proxy.ts): with `--cors=false` the proxy passes this host's CORS
 * answer through unchanged, so the host names it, and the workbench's relay mode reads it into the
 * QA panel's Calls tab (mocks/platform/relay.ts).
 */
const EXPOSED_HEADERS = ['Content-Length', 'sl-violations'];

const app = express();
// maxAge: a browser reuses a preflight's answer for ten minutes instead of sending one before
// every private call (each would add a round trip ahead of the find tab's first posts).
app.use(
  cors(
    strict
      ? {
          origin: appOrigins,
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          // The headers request() sends (src/api/client.ts); nothing else crosses origins.
          allowedHeaders: ['Accept', 'Accept-Language', 'Authorization', 'Content-Type'],
          exposedHeaders: EXPOSED_HEADERS,
          maxAge: 600,
        }
      : { origin: true, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 },
  ),
);
app.use((req, res, next) => {
  if (!req.path.startsWith('/__mock/')) {
    recorded.push({
      method: req.method,
      path: req.path,
      authorization: req.get('authorization') ?? null,
    });
    if (recorded.length > 2000) recorded.shift();
    // A handler's exception (MSW answers 500), a path with no endpoint (404), a forced status.
    res.on('finish', () => {
      if (res.statusCode >= 400 && !failedInHandler.has(req))
        violate({ method: req.method, path: req.path, status: res.statusCode, reason: 'HTTP' });
    });
    const from = req.get('origin');
    if (strict && from && !appOrigins.includes(from))
      violate({ method: req.method, path: req.path, status: 0, reason: `origin ${from}` });
    const language = req.get('accept-language');
    if (strict && language && !isLanguageRanges(language))
      violate({
        method: req.method,
        path: req.path,
        status: 0,
        reason: `Accept-Language "${language}" is no list of language tags (zh-CN, not zh_CN)`,
      });
  }
  next();
});
app.post('/__mock/scenario', express.json(), (req, res) => {
  const body = (req.body ?? {}) as { scenario?: string; latency?: number };
  try {
    const before = { ...db().sessions };
    applyScenario(body.scenario ?? '', { keepSessions: true });
    if (typeof body.latency === 'number') setLatency(body.latency);
    recorded.length = 0;
    violations.length = 0;
    const now = db().sessions;
    const tokens = Object.keys(before);
    res.json({
      scenario: formatScenario(activeScenario()),
      latency: baseLatency(),
      // Which signed-in tokens still work: a client (curl, a journey) knows whether to sign in again.
      sessions: {
        kept: tokens.filter((t) => now[t] === before[t]).length,
        ended: tokens.filter((t) => now[t] !== before[t]).length,
      },
    });
  } catch (error) {
    res.status(400).json({ error: String(error) });
  }
});
app.get('/__mock/state', (_req, res) => {
  res.json({ scenario: formatScenario(activeScenario()), latency: baseLatency(), strict });
});
app.get('/__mock/violations', (_req, res) => {
  res.json(violations);
});
app.get('/__mock/requests', (_req, res) => {
  res.json(recorded);
});
app.use(
  mswMiddleware(dispatching(handlers), (req, error) => {
    failedInHandler.add(req);
    console.error(`Mock handler failed on ${req.method} ${req.path}:`, error);
    violate({
      method: req.method,
      path: req.path,
      status: 500,
      reason: `handler exception: ${error instanceof Error ? error.message : String(error)}`,
    });
  }),
);
app.use((_req, res) => {
  res.status(404).json({ code: '404', message: 'No mock for this path', data: null });
});
// Anything else that throws on the way (an unreadable control body): an envelope, never a crash.
app.use(
  (
    error: unknown,
    req: express.Request,
    res: express.Response,
    _next: express.NextFunction,
  ): void => {
    const status =
      typeof (error as { status?: unknown }).status === 'number'
        ? (error as { status: number }).status
        : 500;
    if (status >= 500) console.error(`Mock host failed on ${req.method} ${req.path}:`, error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).json({ code: String(status), message: String(error), data: null });
  },
);

const server = app.listen(port, '127.0.0.1', () => {
  const mode = strict ? `, strict for ${appOrigins.join(' ') || 'no origin'}` : '';
  console.info(
    `Mock API host on ${origin}/ (scenario: "${formatScenario(activeScenario())}"${mode})`,
  );
});
// Idle keep-alive connections stay open longer than a client leaves one unused, as behind a
// deployed API's load balancer. With Node's 5 s, a client that sent its next request on a
// connection just as the host closed it got ECONNRESET (a journey's Playwright request, CI load).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
