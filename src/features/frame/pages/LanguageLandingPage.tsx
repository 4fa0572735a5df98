import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGES, htmlLang, isLanguage } from '@/lib/preferences';
import { SITE_NAME } from '@/lib/site';
import { UnsupportedLanguagePage } from '../errors/UnsupportedLanguagePage';
import { Page, pageClasses } from '@/components/page/Page';
import classes from './LanguageLandingPage.module.css';
import { CheckIcon } from '@/components/icons/CheckIcon';

/**
 * `/:lang`: switches the language (en_US, zh_CN and ja only; the cookie keeps it 365 days) and
 * greets the visitor in it, with the other languages one tap away and the way into the community.
 * Any other value is the unsupported-language 404.
 */
export function LanguageLandingPage() {
  const { lang } = useParams();
  const { t, i18n } = useTranslation();
  const supported = isLanguage(lang);

  useEffect(() => {
    if (isLanguage(lang)) void changeLanguage(lang);
  }, [lang]);

  if (!supported) return <UnsupportedLanguagePage />;

  // Until the language's strings have loaded, the page says so rather than greeting in another.
  const ready = i18n.language === lang;

  return (
    <Page title={SITE_NAME}>
      <section className={classes.hero} aria-busy={!ready}>
        <span className={classes.mark} aria-hidden="true">
          {SITE_NAME.slice(0, 1)}
        </span>
        <h2 className={classes.name}>{t('shell.landing.title', { name: SITE_NAME })}</h2>
        <p className={`${classes.welcome} ${pageClasses.secondary}`}>
          {t('shell.landing.welcome', { name: SITE_NAME })}
        </p>
        <p className={pageClasses.secondary}>
          {t('shell.landing.currentLanguage', { language: t(`languages.native.${lang}`) })}
        </p>
      </section>

      <nav className={classes.section} aria-labelledby="landing-languages">
        <h3 className={classes.sectionTitle} id="landing-languages">
          {t('shell.landing.chooseLanguage')}
        </h3>
        <ul className={classes.languages}>
          {LANGUAGES.map((language) => (
            <li key={language}>
              <Link
                to={`/${language}`}
                replace
                className={classes.language}
                lang={htmlLang(language)}
                aria-current={language === lang ? 'true' : undefined}
              >
                <span>{t(`languages.native.${language}`)}</span>
                {language === lang ? <CheckIcon /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={classes.enter}>
        <Button component={Link} to="/" size="lg" radius="xl" fullWidth>
          {t('shell.landing.enter')}
        </Button>
      </div>
    </Page>
  );
}
