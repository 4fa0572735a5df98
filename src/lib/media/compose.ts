import type { DomainEntry } from '@/api/endpoints/config';
import { appMemory } from '@/lib/app-memory';
import { DOMAIN_TYPE, type DomainTypeCode, type DomainTypeName } from './domain-types';

/**
 * Domains that failed while another domain of the same type served the same file. Module-level on
 * purpose: every image on the page shares it, so once one image has found a host dead the others
 * skip it. It lives until the page is reloaded (a reload also fetches a fresh domain list).
 */
const deadDomains = appMemory(new Set<string>());

export function markDomainsDead(domains: Iterable<string>): void {
  for (const domain of domains) deadDomains.add(domain);
}

export function isDomainDead(domain: string): boolean {
  return deadDomains.has(domain);
}

/** Tests and stories start from a clean slate. */
export function resetDeadDomains(): void {
  deadDomains.clear();
}

function typeCode(type: DomainTypeName | DomainTypeCode): number {
  return typeof type === 'number' ? type : DOMAIN_TYPE[type];
}

/**
 * The hosts to try for a type, in order: live ones in list order first, then the ones known to be
 * dead (a host may come back; if every other host failed too it is still worth one try).
 */
export function mediaCandidates(
  domains: readonly DomainEntry[] | undefined,
  type: DomainTypeName | DomainTypeCode,
): string[] {
  const code = typeCode(type);
  const ofType = [...new Set((domains ?? []).filter((d) => d.type === code).map((d) => d.domain))];
  return [...ofType.filter((d) => !isDomainDead(d)), ...ofType.filter((d) => isDomainDead(d))];
}

/**
 * The hosts for a video file (section 3: domain types 1 video, 6 mp4): an .mp4 file on the mp4
 * hosts first, then the video hosts (a list without mp4 hosts still plays it); any other video
 * (webm, a stream) on the video hosts.
 */
export function videoCandidates(
  domains: readonly DomainEntry[] | undefined,
  path: string | null | undefined,
): string[] {
  const video = mediaCandidates(domains, 'video');
  if (!/\.mp4$/i.test((path ?? '').split(/[?#]/)[0]!)) return video;
  return [...new Set([...mediaCandidates(domains, 'mp4'), ...video])];
}

function join(base: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${path.replace(/^\/+/, '')}`;
}

/** The URL of `path` on the `attempt`-th of the given hosts, or null past the last one. */
export function mediaUrl(
  candidates: readonly string[],
  path: string | null | undefined,
  attempt = 0,
): string | null {
  if (!path) return null;
  if (isAbsolute(path)) return attempt === 0 ? path : null;
  const base = candidates[attempt];
  return base === undefined ? null : join(base, path);
}

/** An URL the backend already composed (or a local object URL): used as it is. */
export function isAbsolute(path: string): boolean {
  return /^(https?:|data:|blob:)/i.test(path);
}

/**
 * The URL of a media file for the `attempt`-th host of its type (0 = the first to try), or null
 * when there is no such host or no path. The API answers paths; an absolute URL (already composed
 * by the backend) is used as it is, on the first attempt only.
 */
export function composeMediaUrl(
  domains: readonly DomainEntry[] | undefined,
  type: DomainTypeName | DomainTypeCode,
  path: string | null | undefined,
  attempt = 0,
): string | null {
  return mediaUrl(mediaCandidates(domains, type), path, attempt);
}

/** The statistics host (type 7), or null while the list is unknown. */
export function statisticsBase(domains: readonly DomainEntry[] | undefined): string | null {
  return mediaCandidates(domains, 'statistics')[0] ?? null;
}
