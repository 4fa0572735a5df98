import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, htmlLang } from '@/lib/preferences';
import { pageClasses } from '@/components/page/Page';
import { ErrorScreen } from './ErrorScreen';
import classes from './UnsupportedLanguagePage.module.css';

/**
 * 404 for a `/:lang` the product does not offer (section 5): the message, then the supported
 * languages as links to their landing pages, each named in its own language.
 */
export function UnsupportedLanguagePage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen code={404} heading={t('errors.unsupportedLanguage.title')}>
      <p className={pageClasses.secondary}>{t('errors.unsupportedLanguage.message')}</p>
      <ul className={classes.list} aria-label={t('errors.unsupportedLanguage.listLabel')}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Button
              component={Link}
              to={`/${language}`}
              variant="light"
              radius="xl"
              size="md"
              lang={htmlLang(language)}
            >
              {t(`languages.native.${language}`)}
            </Button>
          </li>
        ))}
      </ul>
    </ErrorScreen>
  );
}
