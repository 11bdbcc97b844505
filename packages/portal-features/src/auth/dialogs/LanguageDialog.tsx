import { Button } from '@kundenportal/ui';
import { languageNames, locales, useIntl, useLocale, useSwitchLocale } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { languageMessages as m } from '../messages';
import { AuthModal } from './AuthModal';

/** The language menu as a dialog (side menu on mobile): choosing a language shows the same page in it. */
export function LanguageDialog() {
  const intl = useIntl();
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  const { close } = useAuthDialogs();
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <ul className={styles.languageList}>
        {locales.map((locale) => (
          <li key={locale}>
            <Button
              variant={locale === current ? 'primary' : 'secondary'}
              aria-current={locale === current ? 'true' : undefined}
              onPress={() => {
                close();
                if (locale !== current) switchLocale(locale);
              }}
            >
              <span lang={locale}>{languageNames[locale]}</span>
              {locale === current && (
                <span className={styles.visuallyHidden}> {intl.formatMessage(m.current)}</span>
              )}
            </Button>
          </li>
        ))}
      </ul>
    </AuthModal>
  );
}
