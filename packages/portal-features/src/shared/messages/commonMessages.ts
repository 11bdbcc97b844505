/** Texts every feature needs, defined once. */
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { PortalIntl } from '../i18n/portalIntl';

export const commonMessages = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Schließen' },
  cancel: { id: 'common.cancel', defaultMessage: 'Abbrechen' },
  back: { id: 'common.back', defaultMessage: 'Zurück' },
  retry: { id: 'common.retry', defaultMessage: 'Erneut versuchen' },
  genericError: { id: 'common.genericError', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
  loading: { id: 'common.loading', defaultMessage: 'Wird geladen …' },
  chooseCompanyFirst: {
    id: 'common.chooseCompanyFirst',
    defaultMessage: 'Bitte wählen Sie zuerst eine Firma aus.',
  },
  paginatorNav: { id: 'common.paginator.nav', defaultMessage: 'Seitennavigation' },
  paginatorFirst: { id: 'common.paginator.first', defaultMessage: 'Erste Seite' },
  paginatorPrevious: { id: 'common.paginator.previous', defaultMessage: 'Vorherige Seite' },
  paginatorNext: { id: 'common.paginator.next', defaultMessage: 'Nächste Seite' },
  paginatorLast: { id: 'common.paginator.last', defaultMessage: 'Letzte Seite' },
});

/** A value after its label ("Grund: Ware beschädigt") – French sets a space before the colon. */
export const labelledValueMessage = defineMessage<{ label: string; value: string }>({
  id: 'common.labelledValue',
  defaultMessage: '{label}: {value}',
});

/** Writes "label: value" as `intl`'s language does (mailLines, titles, product lines). */
export const labelledValue =
  (intl: Pick<PortalIntl, 'formatMessage'>) =>
  (label: string, value: string): string =>
    intl.formatMessage(labelledValueMessage, { label, value });

export const paginatorPageMessage = defineMessage<{ page: number }>({
  id: 'common.paginator.page',
  defaultMessage: 'Seite {page}',
});
export const paginatorCurrentMessage = defineMessage<{ page: number; pages: number }>({
  id: 'common.paginator.current',
  defaultMessage: 'Seite {page} von {pages}',
});

/**
 * The one abort confirmation of the product (spec §2 'abort-edit confirmation'): the wizards' abort and the
 * auth dialog that returns to a target route ask the same question.
 */
export const abortEditMessages = defineMessages({
  title: { id: 'common.abortEdit.title', defaultMessage: 'Bearbeitung abbrechen' },
  question: {
    id: 'common.abortEdit.question',
    defaultMessage: 'Möchten Sie die Bearbeitung wirklich abbrechen? Ihre Eingaben gehen verloren.',
  },
  confirm: { id: 'common.abortEdit.confirm', defaultMessage: 'Ja, abbrechen' },
  cancel: { id: 'common.abortEdit.cancel', defaultMessage: 'Weiter bearbeiten' },
});
