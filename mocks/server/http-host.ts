/**
 * The mock platform over real HTTP on 127.0.0.1: the production build (no mock code) is pointed
 * at it to prove the build switch. Same handlers, same db, same scenarios as everywhere else.
 *
 *   npm run mock-server                 # http://127.0.0.1:8787/
 *   MOCK_PORT=9000 MOCK_SCENARIO=slow-network npm run mock-server
 *
 * Control (for tests and QA): POST /__mock/scenario {"scenario":"...","latency":0} resets the db and
 * applies the scenario; GET /__mock/state shows it; GET /__mock/requests lists the recorded calls.
 */
import cors from 'cors';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { configureDb } from '../db';
import { handlers } from '../handlers';
import { configureMedia } from '../handlers/media';
import { activeScenario, baseLatency } from '../platform/store';
import { readClip } from '../platform/node-clip';
import { formatScenario } from '../platform/scenario';
import { applyScenario, setLatency } from '../runtime';

const port = Number(process.env.MOCK_PORT ?? 8787);
const origin = `http://127.0.0.1:${port}`;

configureDb({ mediaBase: (name) => `${origin}/mock-media/${name}/` });
configureMedia({ loadClip: readClip });
setLatency(Number(process.env.MOCK_LATENCY ?? 0));
applyScenario(process.env.MOCK_SCENARIO ?? '');

/** What reached the host, so a test can check which calls carried the Authorization header. */
const recorded: Array<{ method: string; path: string; authorization: string | null }> = [];

const app = express();
// maxAge: a browser reuses a preflight's answer for ten minutes instead of sending one before
// every private call (each would add a round trip ahead of the find tab's first posts).
app.use(cors({ origin: true, exposedHeaders: ['Content-Length'], maxAge: 600 }));
app.use((req, _res, next) => {
  if (!req.path.startsWith('/__mock/')) {
    recorded.push({
      method: req.method,
      path: req.path,
      authorization: req.get('authorization') ?? null,
    });
    if (recorded.length > 2000) recorded.shift();
  }
  next();
});
app.post('/__mock/scenario', express.json(), (req, res) => {
  const body = (req.body ?? {}) as { scenario?: string; latency?: number };
  try {
    applyScenario(body.scenario ?? '');
    if (typeof body.latency === 'number') setLatency(body.latency);
    recorded.length = 0;
    res.json({ scenario: formatScenario(activeScenario()), latency: baseLatency() });
  } catch (error) {
    res.status(400).json({ error: String(error) });
  }
});
app.get('/__mock/state', (_req, res) => {
  res.json({ scenario: formatScenario(activeScenario()), latency: baseLatency() });
});
app.get('/__mock/requests', (_req, res) => {
  res.json(recorded);
});
app.use(createMiddleware(...handlers));
app.use((_req, res) => {
  res.status(404).json({ code: '404', message: 'No mock for this path', data: null });
});

app.listen(port, '127.0.0.1', () => {
  console.info(`Mock API host on ${origin}/ (scenario: "${formatScenario(activeScenario())}")`);
});
