import { useCallback, useRef, useState } from 'react';
import { request } from '@/api/client';
import { configEndpoints } from '@/api/endpoints/config';

/**
 * Sliced file upload (party/common/slice/private/slice/upload): the file goes up one slice at a
 * time as base64, and the last slice's answer names the stored path on the media domains.
 * Slicing gives an honest progress bar, a cancel that stops between slices (and aborts the one in
 * flight), and a retry that starts again from the slice that failed.
 */
export const SLICE_BYTES = 64 * 1024;

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; url: string }
  | { status: 'failed'; progress: number; message: string }
  | { status: 'cancelled' };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A name the server keeps the file under: unique per upload, with the file's own extension. */
export function uploadName(file: File): string {
  const ext = /\.(\w{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${id}.${ext}`;
}

/**
 * Uploads `file` from slice `from`, reporting each finished slice; resolves with the stored path.
 * Throws on a failed slice (its index is on the error as `slice`) or when `signal` aborts.
 */
export async function uploadSlices(
  file: File,
  fileName: string,
  options: { from?: number; signal?: AbortSignal; onSlice?: (done: number, count: number) => void },
): Promise<string> {
  const count = Math.max(1, Math.ceil(file.size / SLICE_BYTES));
  for (let index = options.from ?? 0; index < count; index += 1) {
    options.signal?.throwIfAborted();
    const blob = file.slice(index * SLICE_BYTES, (index + 1) * SLICE_BYTES);
    const content = toBase64(new Uint8Array(await blob.arrayBuffer()));
    try {
      const answer = await request(
        configEndpoints.sliceUpload,
        { body: { fileName, sliceIndex: index, sliceCount: count, content } },
        // The screen shows the failure beside the file (with a retry), not as a toast.
        { signal: options.signal, notify: false },
      );
      options.onSlice?.(index + 1, count);
      if (answer.done) {
        if (!answer.url) throw new Error('upload finished without a path');
        return answer.url;
      }
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
        slice: index,
      });
    }
  }
  throw new Error('upload ended before its last slice');
}

/** One file's upload as React state: start, cancel, retry from the failed slice. */
export function useSlicedUpload(onDone?: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const job = useRef<{ file: File; name: string; next: number; abort: AbortController } | null>(
    null,
  );

  const run = useCallback(
    (file: File, name: string, from: number) => {
      const abort = new AbortController();
      job.current = { file, name, next: from, abort };
      const count = Math.max(1, Math.ceil(file.size / SLICE_BYTES));
      setState({ status: 'uploading', progress: from / count });
      uploadSlices(file, name, {
        from,
        signal: abort.signal,
        onSlice: (done) => {
          if (job.current?.abort === abort) job.current.next = done;
          setState({ status: 'uploading', progress: done / count });
        },
      }).then(
        (url) => {
          if (abort.signal.aborted) return;
          setState({ status: 'done', url });
          onDone?.(url);
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const next = job.current?.next ?? from;
          setState({
            status: 'failed',
            progress: next / count,
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    },
    [onDone],
  );

  const start = useCallback((file: File) => run(file, uploadName(file), 0), [run]);
  const retry = useCallback(() => {
    const current = job.current;
    if (current) run(current.file, current.name, current.next);
  }, [run]);
  const cancel = useCallback(() => {
    job.current?.abort.abort();
    setState({ status: 'cancelled' });
  }, []);

  /** Stops quietly (the file left the screen): no state change. */
  const stop = useCallback(() => job.current?.abort.abort(), []);

  return { state, start, retry, cancel, stop };
}
