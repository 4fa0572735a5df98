import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DomainEntry } from '@/api/endpoints/config';
import { isDomainDead, resetDeadDomains } from './compose';
import {
  MediaDownloadError,
  downloadCandidates,
  downloadFileName,
  fetchMediaFile,
} from './download';

const domains: DomainEntry[] = [
  { type: 1, domain: 'https://video-a.test/' },
  { type: 2, domain: 'https://dl-a.test/' },
  { type: 2, domain: 'https://dl-b.test/' },
];

/** A fetch whose hosts are dead (a network error), missing the file (404) or serving it. */
function stubFetch(behaviour: Record<string, 'dead' | 404 | 'ok'>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const host = new URL(url).host;
    const what = behaviour[host] ?? 'dead';
    if (what === 'dead') throw new TypeError('Failed to fetch');
    if (what === 404) return new Response(null, { status: 404 });
    return new Response('clip', { headers: { 'Content-Type': 'video/webm' } });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDeadDomains();
});

describe('downloadCandidates (domain type 2)', () => {
  it('is the download hosts only, live ones first', () => {
    expect(downloadCandidates(domains)).toEqual(['https://dl-a.test/', 'https://dl-b.test/']);
    expect(downloadCandidates([{ type: 1, domain: 'https://video-a.test/' }])).toEqual([]);
  });
});

describe('fetchMediaFile', () => {
  const hosts = downloadCandidates(domains);

  it('takes the file from the first download host', async () => {
    const asked = stubFetch({ 'dl-a.test': 'ok' });
    const { blob, url } = await fetchMediaFile(hosts, 'download/1.webm');
    expect(url).toBe('https://dl-a.test/download/1.webm');
    expect(await blob.text()).toBe('clip');
    expect(asked).toEqual(['https://dl-a.test/download/1.webm']);
  });

  it('fails over past an unreachable host and remembers it dead', async () => {
    const asked = stubFetch({ 'dl-a.test': 'dead', 'dl-b.test': 'ok' });
    const { url } = await fetchMediaFile(hosts, 'download/1.webm');
    expect(url).toBe('https://dl-b.test/download/1.webm');
    expect(asked).toHaveLength(2);
    expect(isDomainDead('https://dl-a.test/')).toBe(true);
    // The next download starts on the live host.
    expect(downloadCandidates(domains)[0]).toBe('https://dl-b.test/');
  });

  it('fails over past a host missing the file without calling it dead', async () => {
    stubFetch({ 'dl-a.test': 404, 'dl-b.test': 'ok' });
    const { url } = await fetchMediaFile(hosts, 'download/1.webm');
    expect(url).toBe('https://dl-b.test/download/1.webm');
    expect(isDomainDead('https://dl-a.test/')).toBe(false);
  });

  it('fails when every download host fails, marking none dead (no host served it)', async () => {
    stubFetch({});
    await expect(fetchMediaFile(hosts, 'download/1.webm')).rejects.toEqual(
      new MediaDownloadError('failed'),
    );
    expect(isDomainDead('https://dl-a.test/')).toBe(false);
  });

  it('fails at once without a download host or a path', async () => {
    const asked = stubFetch({});
    await expect(fetchMediaFile([], 'download/1.webm')).rejects.toHaveProperty('reason', 'no-host');
    await expect(fetchMediaFile(hosts, '')).rejects.toHaveProperty('reason', 'no-host');
    expect(asked).toEqual([]);
  });

  it('fetches only http(s): an absolute data: or blob: path is never asked for', async () => {
    const asked = stubFetch({ 'cdn.test': 'ok' });
    await expect(fetchMediaFile(hosts, 'blob:https://x.test/1')).rejects.toHaveProperty(
      'reason',
      'failed',
    );
    await expect(fetchMediaFile(hosts, 'data:video/webm;base64,AAAA')).rejects.toHaveProperty(
      'reason',
      'failed',
    );
    expect(asked).toEqual([]);
    const { url } = await fetchMediaFile(hosts, 'https://cdn.test/v.webm');
    expect(url).toBe('https://cdn.test/v.webm');
  });
});

describe('downloadFileName', () => {
  it('keeps the path extension, without its query', () => {
    expect(downloadFileName('post-1', 'download/1.WEBM?sig=x')).toBe('post-1.webm');
    expect(downloadFileName('post-1', 'download/file')).toBe('post-1');
  });
});
