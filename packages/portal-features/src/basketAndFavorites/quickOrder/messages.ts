import { defineMessage, defineMessages } from '@formatjs/intl';

export const quickOrderMessages = defineMessages({
  title: { id: 'basket.quickOrder.title', defaultMessage: 'Schnellbestellung' },
  label: { id: 'basket.quickOrder.label', defaultMessage: 'Materialnummer und Menge, eine Zeile je Produkt' },
  description: {
    id: 'basket.quickOrder.description',
    defaultMessage:
      'Getrennt durch Leerzeichen, Tabulator, Komma oder Semikolon – so, wie Sie zwei Spalten aus einer Tabelle kopieren. Optional die Einheit dahinter. Höchstens 200 Zeilen.',
  },
  submit: { id: 'basket.quickOrder.submit', defaultMessage: 'In den Warenkorb übernehmen' },
  upload: { id: 'basket.quickOrder.upload', defaultMessage: 'CSV-Datei hochladen' },
  template: { id: 'basket.quickOrder.template', defaultMessage: 'Vorlage herunterladen (CSV)' },
  empty: { id: 'basket.quickOrder.empty', defaultMessage: 'Bitte geben Sie mindestens eine Zeile ein.' },
  unreadableFile: {
    id: 'basket.quickOrder.unreadableFile',
    defaultMessage: 'Die Datei konnte nicht gelesen werden. Bitte laden Sie eine CSV-Datei hoch.',
  },
  problemsTitle: {
    id: 'basket.quickOrder.problemsTitle',
    defaultMessage: 'Diese Zeilen wurden nicht übernommen:',
  },
  problemMaterialNumber: {
    id: 'basket.quickOrder.problem.materialNumber',
    defaultMessage: 'Die Materialnummer muss aus 8 bis 10 Ziffern bestehen.',
  },
  problemScientific: {
    id: 'basket.quickOrder.problem.scientific',
    defaultMessage:
      'Die Materialnummer ist in wissenschaftlicher Schreibweise (z. B. 1,0E+07) – bitte die Spalte als Text kopieren.',
  },
  problemMissingAmount: { id: 'basket.quickOrder.problem.missingAmount', defaultMessage: 'Die Menge fehlt.' },
  problemAmount: {
    id: 'basket.quickOrder.problem.amount',
    defaultMessage: 'Die Menge muss eine Zahl größer als 0 sein.',
  },
  problemUnknown: {
    id: 'basket.quickOrder.problem.unknown',
    defaultMessage: 'Kein Produkt mit dieser Materialnummer in Ihren Bestellungen der letzten zwei Jahre.',
  },
  problemAmbiguous: {
    id: 'basket.quickOrder.problem.ambiguous',
    defaultMessage: 'Die Nummer passt zu mehreren Produkten – bitte die vollständige Materialnummer angeben.',
  },
  problemSearchFailed: {
    id: 'basket.quickOrder.problem.searchFailed',
    defaultMessage: 'Die Produktsuche ist fehlgeschlagen – bitte erneut versuchen.',
  },
  problemNotAdded: {
    id: 'basket.quickOrder.problem.notAdded',
    defaultMessage: 'Der Warenkorb konnte leider nicht aktualisiert werden',
  },
  checking: { id: 'basket.quickOrder.checking', defaultMessage: 'Zeilen werden geprüft …' },
});

export const tooManyLines = defineMessage<{ count: number; max: number }>({
  id: 'basket.quickOrder.tooMany',
  defaultMessage: 'Bitte höchstens {max} Zeilen auf einmal – eingegeben sind {count}.',
});

export const quickOrderResult = defineMessage<{ taken: number; kept: number }>({
  id: 'basket.quickOrder.result',
  defaultMessage:
    '{taken, plural, one {# Zeile übernommen.} other {# Zeilen übernommen.}} {kept, plural, =0 {} one {# Zeile bleibt mit Begründung im Feld.} other {# Zeilen bleiben mit Begründung im Feld.}}',
});

export const problemLine = defineMessage<{ line: string; reason: string }>({
  id: 'basket.quickOrder.problemLine',
  defaultMessage: '„{line}“: {reason}',
});

export const quickOrderFull = defineMessage<{ max: number }>({
  id: 'basket.quickOrder.full',
  defaultMessage:
    'Das Feld ist voll: höchstens {max, number} Zeichen. Weiterer Text wurde nicht eingefügt – bitte übernehmen Sie die Zeilen in mehreren Schritten.',
});

export const quickOrderFileTooLarge = defineMessage<{ max: number }>({
  id: 'basket.quickOrder.fileTooLarge',
  defaultMessage:
    'Die Datei passt nicht mehr in das Feld (höchstens {max, number} Zeichen). Bitte teilen Sie sie auf oder übernehmen Sie zuerst die Zeilen im Feld.',
});
