import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads the short video clip from fixtures (Node tests and the HTTP host run from the project root). */
export async function readClip(): Promise<ArrayBuffer> {
  const buffer = await readFile(join(process.cwd(), 'fixtures/media/clip.webm'));
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}
