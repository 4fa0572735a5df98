import { Chip, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationFeed } from '../api/home-feeds';
import { useChannels, type ChannelLevel } from '../api/catalog';
import { PostFeed } from '@/components/feed-list/PostFeed';
import { useKeptState } from '@/components/keep-alive/kept-state';
import classes from './feed.module.css';
import { usePosition } from './use-position';

const LEVELS: ChannelLevel[] = ['city', 'province', 'state'];

/**
 * Nearby: pick a level (city, province, state code) and a channel, then its posts. By city, the
 * member's position (when they allow it, asked as this list opens) puts the nearest city first and
 * opens it; without it, the first city, and a line says why.
 */
export function LocationFeed() {
  const { t } = useTranslation();
  // Kept across opening a post (the tab container unmounts meanwhile): the member comes back to
  // the level and channel they were reading.
  const [level, setLevel] = useKeptState<ChannelLevel>('home:location:level', 'city');
  const position = usePosition(level === 'city');
  const near = level === 'city' && position.kind === 'located' ? position.at : null;
  const { data: channels } = useChannels(level, near);
  const [picked, setPicked] = useKeptState<string | null>('home:location:channel', null);
  const code =
    picked && channels?.some((c) => c.code === picked) ? picked : (channels?.[0]?.code ?? null);
  const shown = channels?.find((c) => c.code === code);
  // Why this city: only while the list chose it (a city the member picked needs no line).
  const line =
    level !== 'city' || !shown || (picked && picked === code)
      ? null
      : position.kind === 'located'
        ? t('feed.location.nearYou', { city: shown.name })
        : position.kind === 'asking'
          ? t('feed.location.asking', { city: shown.name })
          : t('feed.location.fallback', { city: shown.name });

  return (
    <>
      <div className={classes.chips}>
        <SegmentedControl
          size="sm"
          value={level}
          onChange={(v) => setLevel(v as ChannelLevel)}
          aria-label={t('feed.location.level')}
          data={LEVELS.map((l) => ({ value: l, label: t(`feed.location.${l}`) }))}
        />
      </div>
      {channels?.length ? (
        <Chip.Group value={code ?? ''} onChange={(v) => setPicked(String(v))}>
          <div className={classes.chips} role="radiogroup" aria-label={t('feed.location.channels')}>
            {channels.map((c) => (
              <Chip key={c.code} value={c.code} size="sm">
                {c.name}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      ) : null}
      {line ? (
        <Text size="xs" c="dimmed" px="md" pb={4} data-location-line={position.kind}>
          {line}
        </Text>
      ) : null}
      {code ? (
        <PostFeed key={code} query={locationFeed(code)} label={t('feed.home.location')} ads />
      ) : null}
    </>
  );
}
