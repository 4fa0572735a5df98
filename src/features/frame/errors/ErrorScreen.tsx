import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/lib/site';
import { Page } from '@/components/page/Page';
import classes from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  /** The status shown large: 404, 500... */
  code: number;
  heading: string;
  children?: ReactNode;
  /** More actions under 'Back to home'. */
  actions?: ReactNode;
}

/** The error layout: the status, what happened, and the way back home. */
export function ErrorScreen({ code, heading, children, actions }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Page title={SITE_NAME} centered>
      <p className={classes.code} aria-hidden="true">
        {code}
      </p>
      <h2 className={classes.heading}>{heading}</h2>
      {children}
      <div className={classes.actions}>
        <Button component={Link} to="/" size="md" radius="xl" fullWidth>
          {t('errors.backHome')}
        </Button>
        {actions}
      </div>
    </Page>
  );
}
