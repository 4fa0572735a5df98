import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, type MockDb } from '../db';

/** How this environment reads the short video clip (fetch in a browser, fs in Node). */
let loadClip: () => Promise<ArrayBuffer> = async () => new ArrayBuffer(0);

export function configureMedia(options: { loadClip: () => Promise<ArrayBuffer> }): void {
  loadClip = options.loadClip;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small deterministic picture: a gradient and a label, sized by ?w=&h= (default 600x800). */
export function pictureSvg(key: string, width: number, height: number, label: string): string {
  const h = hash(key);
  const hue = h % 360;
  const hue2 = (hue + 40 + (h % 80)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue2},70%,30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${(h % 70) + 15}%" cy="${((h >> 8) % 60) + 20}%" r="${Math.min(width, height) / 5}" fill="hsla(${hue2},80%,85%,0.35)"/><text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 8)}" fill="rgba(255,255,255,0.9)" text-anchor="middle">${escapeXml(label)}</text></svg>`;
}

function avatarSvg(userId: string): string {
  const user = db().users[userId];
  const initial = (user?.nickname || user?.username || '?').slice(0, 1).toUpperCase();
  return pictureSvg(`head-${userId}`, 128, 128, initial);
}

const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/**
 * One slice of a sliced upload (config.sliceUpload). The slices are kept in the db under the
 * stored path; the last one completes the file, which the media domains then serve.
 */
export function keepUploadSlice(
  store: MockDb,
  body: { fileName: string; sliceIndex: number; sliceCount: number; content: string },
): { done: boolean; url: string | null } {
  const path = `upload/${encodeURIComponent(body.fileName)}`;
  const uploads = (store.media.uploads ??= {});
  const file = (uploads[path] ??= { slices: [], complete: false });
  file.slices[body.sliceIndex] = body.content;
  const done =
    body.sliceIndex === body.sliceCount - 1 &&
    file.slices.filter((s) => s !== undefined).length === body.sliceCount;
  if (done) file.complete = true;
  return { done, url: done ? path : null };
}

function uploadedFile(path: string): HttpResponse<ArrayBuffer> | null {
  const file = db().media.uploads?.[decodeURIComponent(path)] ?? db().media.uploads?.[path];
  if (!file?.complete) return null;
  // Each slice is its own base64 text (padded): decode them one by one.
  const binary = file.slices.map((slice) => atob(slice)).join('');
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const ext = /\.(\w+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return new HttpResponse(bytes.buffer, {
    headers: {
      'Content-Type': UPLOAD_TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
    },
  });
}

/**
 * Media of every domain in the list: `<base>/mock-media/<domain>/<path>`.
 * A dead domain fails like an unreachable host, so the client must fail over.
 */
export const mediaHandlers: HttpHandler[] = [
  http.get('*/mock-media/:domain/*', async ({ request, params }) => {
    const domain = String(params.domain);
    if (db().media.dead.includes(domain)) return HttpResponse.error();
    const url = new URL(request.url);
    const path = url.pathname.split(`/mock-media/${domain}/`)[1] ?? '';
    if (path.startsWith('upload/'))
      return uploadedFile(path) ?? new HttpResponse(null, { status: 404 });
    if (/\.(webm|mp4|m3u8)$/.test(path)) {
      const clip = await loadClip();
      return new HttpResponse(clip, {
        headers: {
          'Content-Type': 'video/webm',
          'Content-Length': String(clip.byteLength),
          'Accept-Ranges': 'none',
        },
      });
    }
    const head = /^head\/(\w+)\.svg$/.exec(path);
    const width = Number(url.searchParams.get('w')) || 600;
    const height = Number(url.searchParams.get('h')) || 800;
    const svg = head
      ? avatarSvg(head[1]!)
      : pictureSvg(
          path,
          width,
          height,
          path
            .split('/')
            .pop()
            ?.replace(/\.\w+$/, '') ?? '',
        );
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),
];
