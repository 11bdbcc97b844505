/**
 * The last line of defence: any error above the locale trees' own error page (a catalog or the status chunk
 * that cannot load, a render error in the session) still shows the spec's error page – status, message, a
 * way home and the support contact config.json names – instead of the router's developer screen or a blank
 * page. It needs nothing that can fail to load: no chunk, no catalog, no context (it stands above the app's
 * providers, so the contact comes as a prop). Its texts are copies of the catalogs' (errors.other.title,
 * common.genericError, errors.backHome); RootError.test.ts keeps the copies equal.
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
}

export const rootErrorTexts: Record<Locale, RootErrorTexts> = {
  de: {
    title: 'Fehler {status}',
    fallback: 'Es ist ein Fehler aufgetreten.',
    backHome: 'Zurück zur Startseite',
  },
  en: {
    title: 'Error {status}',
    fallback: 'An error has occurred.',
    backHome: 'Back to the home page',
  },
  es: {
    title: 'Error {status}',
    fallback: 'Se ha producido un error.',
    backHome: 'Volver a la página de inicio',
  },
  fr: {
    title: 'Erreur {status}',
    fallback: "Une erreur s'est produite.",
    backHome: 'Retour à la page d’accueil',
  },
  nl: {
    title: 'Fout {status}',
    fallback: 'Er is een fout opgetreden.',
    backHome: 'Terug naar de startpagina',
  },
  pl: {
    title: 'Błąd {status}',
    fallback: 'Wystąpił błąd.',
    backHome: 'Powrót do strony głównej',
  },
  it: {
    title: 'Errore {status}',
    fallback: 'Si è verificato un errore.',
    backHome: 'Torna alla pagina iniziale',
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
      {/* The support contact config.json names, as bare links: this screen carries no texts it can spare. */}
      {support?.email && (
        <p className={styles.contact}>
          <a className={styles.link} href={`mailto:${support.email}`}>
            {support.email}
          </a>
          {support.phone && (
            <>
              {' · '}
              <a className={styles.link} href={telHref(support.phone)}>
                {support.phone}
              </a>
            </>
          )}
          {hours && ` · ${hours}`}
        </p>
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
