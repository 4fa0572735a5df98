import { http, HttpResponse, type HttpHandler } from 'msw';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { db, type MockDb } from '../db';
import { photoSvg } from '../media/scenes';

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

/**
 * A member's avatar: an illustrated face (DiceBear's lorelei, seeded by the user id), so screens
 * under review show people rather than letters.
 */
function avatarSvg(userId: string): string {
  return createAvatar(lorelei, {
    seed: userId,
    size: 128,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toString();
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
    const svg = head ? avatarSvg(head[1]!) : photoSvg(hash(path), width, height);
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),
];
