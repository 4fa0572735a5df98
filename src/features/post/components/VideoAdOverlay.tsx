import { Button } from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VideoAd } from '@/api/schemas/feed';
import { mediaCandidates, mediaUrl, useDomains, videoCandidates } from '@/lib/media';
import { classifyLink } from '@/lib/safe-link';
import { useVideoAd } from '../api/video-ad';
import classes from './video-ad.module.css';

function LearnMore({ href }: { href: string }) {
  const { t } = useTranslation();
  const label = t('post.videoAd.learnMore');
  // An app path opens in the app; a web address in a new tab; anything else is no link at all.
  const link = classifyLink(href);
  if (!link) return null;
  return link.kind === 'external' ? (
    <Button
      component="a"
      href={link.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      variant="white"
      color="dark"
      mih={44}
    >
      {label}
    </Button>
  ) : (
    <Button component={Link} to={link.path} variant="white" color="dark" mih={44}>
      {label}
    </Button>
  );
}

function VideoAdPlayer({ ad, onDone }: { ad: VideoAd; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: domains } = useDomains();
  const videos = useMemo(() => videoCandidates(domains, ad.play_url), [domains, ad.play_url]);
  const images = useMemo(() => mediaCandidates(domains, 'image'), [domains]);
  const [attempt, setAttempt] = useState(0);
  const [skipIn, setSkipIn] = useState(ad.skipAfter);
  const src = mediaUrl(videos, ad.play_url, attempt);
  const poster = mediaUrl(images, ad.cover) ?? undefined;

  // Skipping is allowed skipAfter seconds after the ad appeared: a wall-clock deadline (so an ad
  // that cannot start playing never holds the post hostage, and throttled timers stay right).
  const [deadline] = useState(() => Date.now() + ad.skipAfter * 1000);
  const counting = skipIn > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(
      () => setSkipIn(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))),
      250,
    );
    return () => clearInterval(timer);
  }, [counting, deadline]);

  // No video host could serve the ad: the post's own video takes over at once.
  const giveUp = useEffectEvent(onDone);
  useEffect(() => {
    if (domains && !src) giveUp();
  }, [domains, src]);

  return (
    <aside
      className={classes.overlay}
      aria-label={t('post.videoAd.label', { title: ad.title })}
      data-video-ad={ad.id}
    >
      {src ? (
        <video
          key={src}
          className={classes.video}
          src={src}
          poster={poster}
          autoPlay
          muted
          playsInline
          aria-label={ad.title}
          onEnded={onDone}
          onError={() => setAttempt((a) => a + 1)}
        />
      ) : null}
      <span className={classes.badge}>{t('post.ad.badge')}</span>
      <div className={classes.controls}>
        {ad.linkUrl ? <LearnMore href={ad.linkUrl} /> : null}
        <Button
          variant="filled"
          color="dark"
          mih={44}
          disabled={skipIn > 0}
          onClick={onDone}
          data-video-ad-skip=""
          // A countdown: the visual baselines show the button, not the second it was caught at.
          data-visual="mask"
        >
          {skipIn > 0 ? t('post.videoAd.skipIn', { n: skipIn }) : t('post.videoAd.skip')}
        </Button>
      </div>
    </aside>
  );
}

/**
 * The video ad laid over a post's video before it plays (content spec section 6: only for a
 * member with a user id). It ends when it finishes, when it is skipped (after its skipAfter
 * seconds) or when it cannot load; nothing shows while it is on its way or when there is none.
 */
export function VideoAdOverlay({ userId, onDone }: { userId: string | null; onDone: () => void }) {
  const { data: ad } = useVideoAd(userId);
  if (!ad) return null;
  return <VideoAdPlayer key={ad.id} ad={ad} onDone={onDone} />;
}
