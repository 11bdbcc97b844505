/**
 * The last line of defence: any error above the locale trees' own error page (a catalog or the status chunk
 * that cannot load, a render error in the session) still shows the spec's error page – status, message, a
 * way home and the support contact config.json names – instead of the router's developer screen or a blank
 * page. It needs nothing that can fail to load: no chunk, no catalog, no context (it stands above the app's
 * providers, so the contact comes as a prop). Its texts are copies of the catalogs' (errors.other.title,
 * errors.backHome, support.*); RootError.test.ts keeps the copies equal.
 */
import {
  type Locale,
  localized,
  localizedPath,
  type SupportContact,
  splitLocale,
  telHref,
} from '@kundenportal/portal-features';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import * as styles from './RootError.css';

interface RootErrorTexts {
  title: string;
  fallback: string;
  backHome: string;
  stuck: string;
  email: string;
  phone: string;
  hours: string;
}

export const rootErrorTexts: Record<Locale, RootErrorTexts> = {
  de: {
    title: 'Fehler {status}',
    fallback: 'Es ist ein Fehler aufgetreten.',
    backHome: 'Zurück zur Startseite',
    stuck: 'Kommen Sie nicht weiter? Unser Support hilft Ihnen gern.',
    email: 'E-Mail',
    phone: 'Telefon',
    hours: 'Erreichbar',
  },
  en: {
    title: 'Error {status}',
    fallback: 'An error has occurred.',
    backHome: 'Back to the home page',
    stuck: 'Stuck? Our support team is happy to help.',
    email: 'Email',
    phone: 'Phone',
    hours: 'Hours',
  },
  es: {
    title: 'Error {status}',
    fallback: 'Se ha producido un error.',
    backHome: 'Volver a la página de inicio',
    stuck: '¿No puede continuar? Nuestro equipo de soporte le ayudará con mucho gusto.',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    hours: 'Horario',
  },
  fr: {
    title: 'Erreur {status}',
    fallback: "Une erreur s'est produite.",
    backHome: 'Retour à la page d’accueil',
    stuck: 'Vous êtes bloqué ? Notre équipe d’assistance se fera un plaisir de vous aider.',
    email: 'E-mail',
    phone: 'Téléphone',
    hours: 'Horaires',
  },
  nl: {
    title: 'Fout {status}',
    fallback: 'Er is een fout opgetreden.',
    backHome: 'Terug naar de startpagina',
    stuck: 'Komt u er niet uit? Ons supportteam helpt u graag.',
    email: 'E-mail',
    phone: 'Telefoon',
    hours: 'Bereikbaar',
  },
  pl: {
    title: 'Błąd {status}',
    fallback: 'Wystąpił błąd.',
    backHome: 'Powrót do strony głównej',
    stuck: 'Nie mogą Państwo kontynuować? Nasz zespół wsparcia chętnie pomoże.',
    email: 'E-mail',
    phone: 'Telefon',
    hours: 'Godziny pracy',
  },
  it: {
    title: 'Errore {status}',
    fallback: 'Si è verificato un errore.',
    backHome: 'Torna alla pagina iniziale',
    stuck: 'Non riesce a proseguire? Il nostro team di assistenza sarà lieto di aiutarla.',
    email: 'E-mail',
    phone: 'Telefono',
    hours: 'Orari',
  },
};

export function RootErrorScreen({
  status,
  message,
  support,
}: {
  status: number;
  message?: string;
  /** config.json's support contact; none when it was not read (or could not be used). */
  support?: SupportContact;
}) {
  const { locale } = splitLocale(window.location.pathname);
  const texts = rootErrorTexts[locale];
  const title = texts.title.replace('{status}', String(status));
  useEffect(() => {
    document.title = `${title} – Kundenportal`;
    document.documentElement.lang = locale;
  }, [title, locale]);
  const hours = support?.hours === undefined ? '' : localized(support.hours, locale);
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p>{message || texts.fallback}</p>
      {/* A full page load on purpose: whatever broke the app is not trusted to navigate. */}
      <a className={styles.home} href={localizedPath('/', locale)}>
        {texts.backHome}
      </a>
      {support?.email && (
        <>
          <p className={styles.stuck}>{texts.stuck}</p>
          <dl className={styles.contact}>
            <dt>{texts.email}</dt>
            <dd>
              <a className={styles.link} href={`mailto:${support.email}`}>
                {support.email}
              </a>
            </dd>
            {support.phone && (
              <>
                <dt>{texts.phone}</dt>
                <dd>
                  <a className={styles.link} href={telHref(support.phone)}>
                    {support.phone}
                  </a>
                </dd>
              </>
            )}
            {hours && (
              <>
                <dt>{texts.hours}</dt>
                <dd>{hours}</dd>
              </>
            )}
          </dl>
        </>
      )}
    </main>
  );
}

/**
 * Around the whole app: what fails outside a page – the providers, the session, a locale's texts that cannot
 * load – ends here. A chunk gone after a deployment reloads the page once instead.
 */
export class RootErrorBoundary extends Component<
  { children: ReactNode; support?: SupportContact },
  { failed: boolean; reloading: boolean }
> {
  override state = { failed: false, reloading: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, reloading: isChunkLoadError(error) };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.reloading && reloadForChunkError()) return;
    console.error(error, info.componentStack);
    this.setState({ reloading: false });
  }
  override render() {
    if (this.state.reloading) return null;
    return this.state.failed ? (
      <RootErrorScreen status={500} support={this.props.support} />
    ) : (
      this.props.children
    );
  }
}
