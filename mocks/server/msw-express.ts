import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type HttpHandler } from 'msw';

/**
 * The mock handlers behind Express, in place of @mswjs/http-middleware: that one passed MSW's
 * `HttpResponse.error()` (a lost network, a dead media domain, a held call dropped) on as
 * `res.writeHead(0)`, which threw ERR_HTTP_INVALID_STATUS_CODE outside any handler and ended the
 * process on the first `offline` call (issue 47). Here every outcome of a request stays with it:
 *
 * - a network error is a connection that ends without an answer (the socket destroyed), which is
 *   what a client sees of a dead network or host: fetch rejects, curl says "Empty reply";
 * - a handler's exception is a 500 with the envelope, reported through `onException`;
 * - a request no handler takes goes on to the next middleware (the host's 404).
 */
export function mswMiddleware(
  handler: HttpHandler,
  onException: (req: ExpressRequest, error: unknown) => void,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    const origin = `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
    let response: Response | undefined;
    try {
      response = await getResponse([handler], toFetchRequest(req, origin), { baseUrl: origin });
    } catch (error) {
      onException(req, error);
      sendException(res, error);
      return;
    }
    if (!response) {
      next();
      return;
    }
    if (response.type === 'error') {
      res.destroy();
      return;
    }
    try {
      // Node checks the status only when it writes the head, outside this try (it ended the host).
      if (!Number.isInteger(response.status) || response.status < 100 || response.status > 599)
        throw new RangeError(`Invalid status code: ${response.status}`);
      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      // append: a header may come several times (Set-Cookie).
      response.headers.forEach((value, name) => res.appendHeader(name, value));
    } catch (error) {
      // An answer no HTTP server can send (a status outside 100-599): the handler's fault.
      onException(req, error);
      sendException(res, error);
      return;
    }
    if (!response.body) {
      res.end();
      return;
    }
    // A body that fails half-way ends its connection, as a server that crashed mid-answer does.
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res).catch(() =>
      res.destroy(),
    );
  };
}

function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: hasBody ? 'half' : undefined,
  });
}

function sendException(res: ExpressResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).json({
    code: '500',
    message: `Mock handler failed: ${error instanceof Error ? error.message : String(error)}`,
    data: null,
    resultMap: null,
  });
}
