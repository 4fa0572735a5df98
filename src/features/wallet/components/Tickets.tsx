import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Tickets.module.css';

export interface TicketCounts {
  videoTicket: number;
  postTicket: number;
  downloadTicket: number;
}

/** The wallet's tickets (section 3: video, post, download), as three labelled counts. */
export function Tickets({ tickets }: { tickets: TicketCounts }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden component="h2" id={headingId}>
        {t('wallet.tickets.title')}
      </VisuallyHidden>
      <dl className={classes.tickets} data-testid="wallet-tickets">
        <div className={classes.ticket}>
          <dt>{t('wallet.tickets.video')}</dt>
          <dd data-testid="ticket-video">{tickets.videoTicket}</dd>
        </div>
        <div className={classes.ticket}>
          <dt>{t('wallet.tickets.post')}</dt>
          <dd data-testid="ticket-post">{tickets.postTicket}</dd>
        </div>
        <div className={classes.ticket}>
          <dt>{t('wallet.tickets.download')}</dt>
          <dd data-testid="ticket-download">{tickets.downloadTicket}</dd>
        </div>
      </dl>
    </section>
  );
}
