import { MediaImage } from './MediaImage';
import classes from './Avatar.module.css';

export interface AvatarProps {
  /** The member's headImgUrl (a path on the head-image domains); missing shows the default. */
  headImgUrl: string | null | undefined;
  /** Usually the member's nickname; empty when the name is already written beside it. */
  alt: string;
  /** Diameter in px. */
  size?: number;
}

/** A neutral silhouette: members without a head image, and heads no host could serve. */
function DefaultAvatar({ alt, size }: { alt: string; size: number }) {
  return (
    <svg
      className={classes.default}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-default-avatar=""
    >
      <circle cx="20" cy="20" r="20" className={classes.disc} />
      <circle cx="20" cy="16" r="7" className={classes.figure} />
      <path
        d="M7 35c2.5-7 7.5-10 13-10s10.5 3 13 10a19.9 19.9 0 0 1-26 0Z"
        className={classes.figure}
      />
    </svg>
  );
}

/** A round member head image, 1:1, from the head-image domains (type 88) with failover. */
export function Avatar({ headImgUrl, alt, size = 40 }: AvatarProps) {
  if (!headImgUrl) return <DefaultAvatar alt={alt} size={size} />;
  return (
    <MediaImage
      type="headImage"
      path={headImgUrl}
      alt={alt}
      ratio={1}
      width={size}
      radius="50%"
      className={classes.round}
      fallback={<DefaultAvatar alt="" size={size} />}
    />
  );
}
