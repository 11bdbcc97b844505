/** Texts of the safety data sheet request (spec §3, §5), shared by the orders and documents features. */
import { defineMessage, defineMessages } from '@formatjs/intl';

export const sdsRequestMessages = defineMessages({
  title: { id: 'sdsRequest.title', defaultMessage: 'Sicherheitsdatenblatt anfordern' },
  topic: { id: 'sdsRequest.topic', defaultMessage: 'Thema' },
  topicalityComplaint: {
    id: 'sdsRequest.topic.topicalityComplaint',
    defaultMessage: 'Aktualitätsreklamation',
  },
  countryVersion: { id: 'sdsRequest.topic.countryVersion', defaultMessage: 'Länderversion anfordern' },
  errorComplaint: { id: 'sdsRequest.topic.errorComplaint', defaultMessage: 'Fehlerreklamation' },
  vocValue: { id: 'sdsRequest.topic.vocValue', defaultMessage: 'VOC-Wert' },
  countryVersions: { id: 'sdsRequest.countryVersions', defaultMessage: 'Länderversionen' },
  chapters: { id: 'sdsRequest.chapters', defaultMessage: 'Betroffene Kapitel' },
  notes: { id: 'sdsRequest.notes', defaultMessage: 'Anmerkungen' },
  reason: { id: 'sdsRequest.reason', defaultMessage: 'Grund der Anfrage' },
  reasonRequired: { id: 'sdsRequest.reasonRequired', defaultMessage: 'Bitte geben Sie einen Grund an.' },
  country: { id: 'sdsRequest.country', defaultMessage: 'Land' },
  countryRequired: { id: 'sdsRequest.countryRequired', defaultMessage: 'Bitte wählen Sie ein Land aus.' },
  language: { id: 'sdsRequest.language', defaultMessage: 'Sprache' },
  languageRequired: {
    id: 'sdsRequest.languageRequired',
    defaultMessage: 'Bitte wählen Sie eine Sprache aus.',
  },
  choose: { id: 'sdsRequest.choose', defaultMessage: 'Bitte wählen' },
  submit: { id: 'sdsRequest.submit', defaultMessage: 'Anfordern' },
  product: { id: 'sdsRequest.product', defaultMessage: 'Produkt' },
});

export const sdsProductMessage = defineMessage<{ product: string; material: string }>({
  id: 'sdsRequest.productLine',
  defaultMessage: '{product} (Materialnummer {material})',
});
export const sdsChapterMessage = defineMessage<{ chapter: number }>({
  id: 'sdsRequest.chapter',
  defaultMessage: 'Kapitel {chapter}',
});
export const sdsSuccessMessage = defineMessage<{ receipt: string }>({
  id: 'sdsRequest.success',
  defaultMessage: 'Ihre Anfrage zum Sicherheitsdatenblatt wurde übermittelt (Vorgang {receipt}).',
});
