import { TextInput, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';
import { Page, pageClasses } from '@/components/page/Page';
import {
  filterTimeZones,
  formatOffset,
  listTimeZones,
  readTimeZone,
  utcOffsetMinutes,
  writeTimeZone,
} from './time-zones';
import classes from './TimeZoneListPage.module.css';
import { ZoneRows } from './ZoneRows';

/**
 * The chosen zone's time, once a second. Its own component: the tick re-renders this line only,
 * not the list of ~400 zones beside it.
 */
function ZoneClock({ zone }: { zone: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    // A running clock: the visual baselines blank its digits (data-visual="mask").
    <time
      className={classes.clock}
      role="timer"
      aria-label={t('shell.timeZone.time')}
      data-visual="mask"
    >
      {formatTime(now, zone)}
    </time>
  );
}

/**
 * /timeZone/list: every IANA time zone with its current UTC offset, searchable by name or offset.
 * The chosen one is remembered (localStorage 'timeZone') and its time shown as hh:mm:ss.
 */
export function TimeZoneListPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(readTimeZone);
  const [query, setQuery] = useState('');
  // Typing stays responsive while the long list filters behind it.
  const deferredQuery = useDeferredValue(query);
  // Offsets are read once per visit: they only move at a daylight-saving change.
  const zones = useMemo(() => listTimeZones(), []);
  const shown = useMemo(() => filterTimeZones(zones, deferredQuery), [zones, deferredQuery]);

  const choose = (id: string) => {
    writeTimeZone(id);
    setChosen(id);
  };

  return (
    <Page title={t('shell.timeZone.title')}>
      <section className={classes.current} aria-labelledby="tz-current">
        <div>
          <p className={`${classes.currentLabel} ${pageClasses.secondary}`} id="tz-current">
            {t('shell.timeZone.current')}
          </p>
          <p className={classes.currentZone}>{chosen.replace(/_/g, ' ')}</p>
          <p className={`${classes.currentLabel} ${pageClasses.secondary}`}>
            {formatOffset(utcOffsetMinutes(chosen, new Date()))}
          </p>
        </div>
        <ZoneClock zone={chosen} />
      </section>

      <TextInput
        type="search"
        size="md"
        radius="xl"
        label={t('shell.timeZone.search')}
        placeholder={t('shell.timeZone.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="search"
      />

      <fieldset className={classes.fieldset}>
        <VisuallyHidden component="legend">{t('shell.timeZone.listLabel')}</VisuallyHidden>
        <p className={pageClasses.secondary} role="status">
          {shown.length
            ? t('shell.timeZone.count', { total: shown.length })
            : t('shell.timeZone.empty')}
        </p>
        <ZoneRows zones={shown} chosen={chosen} onChoose={choose} />
      </fieldset>
    </Page>
  );
}
