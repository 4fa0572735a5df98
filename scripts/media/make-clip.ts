/**
 * Writes fixtures/media/clip.webm, the short video every mock video domain serves: a slow pan
 * across one of the seeded scenes (mocks/media/scenes.ts), so that a post's video, an ad and a
 * snapshot clip look like something a member filmed. Recorded by Chromium's MediaRecorder from a
 * canvas; run it again only to change the clip (`npx tsx scripts/media/make-clip.ts`).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { photoSvg } from '../../mocks/media/scenes.ts';
import { chromiumLaunch } from '../browser/chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SECONDS = 3;
const WIDTH = 360;
const HEIGHT = 640;

const browser = await chromium.launch(chromiumLaunch({ full: true }));
const page = await browser.newPage();
// tsx names inner functions with an `__name` helper that the page does not have.
await page.evaluate('window.__name = (fn) => fn');
const svg = photoSvg(6 * 7 + 1, WIDTH * 2, HEIGHT);
const base64 = await page.evaluate(
  async ({ svg, seconds, width, height }) => {
    const image = new Image();
    image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    await image.decode();
    // Rasterised once: drawing the SVG itself every frame is slow enough to stretch the clip.
    const bitmap = await createImageBitmap(image);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    // Frames are pushed one by one (captureStream(0) + requestFrame) at 24 per second of wall
    // time: a headless page has no display to pace requestAnimationFrame.
    const stream = canvas.captureStream(0);
    const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 400_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    recorder.start();
    const start = performance.now();
    const frames = seconds * 24;
    for (let i = 0; i <= frames; i++) {
      const t = i / frames;
      // A pan from left to right with a slight zoom: the camera moving over the view.
      const zoom = 1 + 0.08 * t;
      context.drawImage(
        bitmap,
        -(bitmap.width * zoom - width) * t,
        -(height * zoom - height) / 2,
        bitmap.width * zoom,
        height * zoom,
      );
      track.requestFrame();
      // Paced by the wall clock (the recorder stamps frames by it), catching up when late.
      const due = start + ((i + 1) * 1000) / 24;
      await new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  },
  { svg, seconds: SECONDS, width: WIDTH, height: HEIGHT },
);
await browser.close();
const out = process.argv[2] ?? join(ROOT, 'fixtures', 'media', 'clip.webm');
writeFileSync(out, Buffer.from(base64, 'base64'));
console.info(`wrote ${out} (${Math.round(base64.length * 0.75)} bytes, ${SECONDS} s)`);
