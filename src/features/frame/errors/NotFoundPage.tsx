import { useTranslation } from 'react-i18next';
import { pageClasses } from '@/components/page/Page';
import { ErrorScreen } from './ErrorScreen';

/** 404: 'This page could not be found' — the visited page was lost, with the way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen code={404} heading={t('errors.notFound.title')}>
      <p className={pageClasses.secondary}>{t('errors.notFound.lost')}</p>
    </ErrorScreen>
  );
}
