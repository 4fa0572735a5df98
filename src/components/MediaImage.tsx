import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  isAbsolute,
  markDomainsDead,
  mediaCandidates,
  mediaUrl,
  useDomains,
  type DomainTypeName,
} from '@/lib/media';
import classes from './MediaImage.module.css';

export type MediaImageType = Extract<DomainTypeName, 'image' | 'headImage'>;

export interface MediaImageProps {
  /** Which domains serve it: 'image' (type 3) or 'headImage' (type 88). */
  type: MediaImageType;
  /** The path the API answered (composed with the domain list), or an absolute URL. */
  path: string | null | undefined;
  alt: string;
  /** Width / height, e.g. 3 / 4. The frame reserves this box before the image arrives. */
  ratio: number;
  /** CSS width of the frame; its height follows from the ratio. Default: the full width. */
  width?: CSSProperties['width'];
  fit?: 'cover' | 'contain';
  radius?: CSSProperties['borderRadius'];
  /** Above the fold (the first post of a feed): load at once instead of lazily. */
  priority?: boolean;
  /** Shown when no host could serve the image. */
  fallback?: ReactNode;
  className?: string;
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image served from the media domain list. It tries the hosts of its type in order and, when
 * one fails, the next; once a later host served it, the earlier ones are remembered as dead so
 * other images skip them. A file missing on every host marks nothing dead (the file is missing,
 * not the hosts).
 */
export function MediaImage({
  type,
  path,
  alt,
  ratio,
  width = '100%',
  fit = 'cover',
  radius,
  priority = false,
  fallback,
  className,
}: MediaImageProps) {
  const { data: domains } = useDomains();
  // The candidate order is fixed for this image once known, so a host marked dead by another
  // image meanwhile does not shift which host `attempt` points at.
  const candidates = useMemo(() => mediaCandidates(domains, type), [domains, type]);
  const [progress, setProgress] = useState({ path, attempt: 0, loaded: false });
  const current = progress.path === path ? progress : { path, attempt: 0, loaded: false };
  const src = mediaUrl(candidates, path, current.attempt);
  // Without a URL: waiting for the domain list, or nothing left to try (no path, every host
  // failed, or no host of this type at all).
  const state: LoadState = current.loaded
    ? 'loaded'
    : src
      ? 'loading'
      : !path || isAbsolute(path) || domains
        ? 'failed'
        : 'waiting';

  const style = {
    aspectRatio: String(ratio),
    width,
    borderRadius: radius,
    '--media-fit': fit,
  } as CSSProperties;

  return (
    <span
      className={className ? `${classes.frame} ${className}` : classes.frame}
      style={style}
      data-state={state}
      data-priority={priority || undefined}
      data-attempt={current.attempt}
      // Until an <img> carries the alt text, the frame itself is the image for assistive tech;
      // a decorative image (empty alt, e.g. an avatar beside its name) is hidden from it.
      role={src || !alt ? undefined : 'img'}
      aria-label={src || !alt ? undefined : alt}
      aria-hidden={!src && !alt ? true : undefined}
    >
      {src ? (
        <img
          // A new element per host: the browser must not keep the failed request's state.
          key={src}
          className={classes.image}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => {
            if (current.attempt > 0) markDomainsDead(candidates.slice(0, current.attempt));
            setProgress({ path, attempt: current.attempt, loaded: true });
          }}
          onError={() => setProgress({ path, attempt: current.attempt + 1, loaded: false })}
        />
      ) : null}
      {state === 'failed' && fallback ? <span className={classes.fallback}>{fallback}</span> : null}
    </span>
  );
}
