import type { DomainEntry } from '@/api/endpoints/config';
import { markDomainsDead, mediaCandidates, mediaUrl } from './compose';

/** Why a file could not be saved: no download host in the list, or none of them served it. */
export class MediaDownloadError extends Error {
  constructor(readonly reason: 'no-host' | 'failed') {
    super(`media download ${reason}`);
    this.name = 'MediaDownloadError';
  }
}

/**
 * The hosts a download path is fetched from (section 3: domain type 2, download): the download
 * hosts only, live ones first. A post's download_url is a path on those hosts, not on the video
 * hosts (they serve play_url, which may be another file).
 */
export function downloadCandidates(domains: readonly DomainEntry[] | undefined): string[] {
  return mediaCandidates(domains, 'download');
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

/**
 * Fetches a file from the first of `candidates` that serves it, in order, as MediaImage and
 * PostVideo do for their kinds: a host that cannot be reached is tried no further, and once a
 * later host served the file the unreachable ones are remembered as dead for every other media
 * on the page. A host that answers with an error status is alive (the file is missing there), so
 * it is not marked. Only http(s) addresses are fetched (trust rule), an absolute path included.
 */
export async function fetchMediaFile(
  candidates: readonly string[],
  path: string | null | undefined,
  signal?: AbortSignal,
): Promise<{ blob: Blob; url: string }> {
  if (!mediaUrl(candidates, path, 0)) throw new MediaDownloadError('no-host');
  const unreachable: string[] = [];
  for (let attempt = 0; ; attempt += 1) {
    const url = mediaUrl(candidates, path, attempt);
    if (url === null) break;
    if (!isHttp(url)) continue;
    try {
      const response = await fetch(url, { signal, credentials: 'omit' });
      if (response.ok) {
        const blob = await response.blob();
        markDomainsDead(unreachable);
        return { blob, url };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      const host = candidates[attempt];
      if (host !== undefined) unreachable.push(host);
    }
  }
  throw new MediaDownloadError('failed');
}

/** The file name a saved file gets: `<stem>.<the path's extension>` (none when it has none). */
export function downloadFileName(stem: string, path: string): string {
  const last = path.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const ext = /\.(\w{1,8})$/.exec(last)?.[1];
  return ext ? `${stem}.${ext.toLowerCase()}` : stem;
}

/**
 * Hands a fetched file to the browser as a download (an <a download> on an object URL: the
 * attribute is ignored on another origin's address, and the download hosts are other origins).
 * The object URL is released once the browser has had time to start the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  offerDownload(href, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Offers an address of this page (an object or data URL) to the browser as a file download. */
export function offerDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
