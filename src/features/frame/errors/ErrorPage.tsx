import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageClasses } from '@/components/page/Page';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorPageProps {
  /** From the route error; 500 when it has none. */
  status?: number;
}

/** Any other error: 'An error occurred', its status (default 500), home, or try again. */
export function ErrorPage({ status = 500 }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code={status}
      heading={t('errors.general.title')}
      actions={
        <Button variant="default" size="md" radius="xl" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    >
      <p className={pageClasses.secondary}>{t('errors.general.status', { status })}</p>
    </ErrorScreen>
  );
}
