import { defineMessage, defineMessages } from '@formatjs/intl';

export const pageMessages = defineMessages({
  reorderTitle: { id: 'ordering.reorder.title', defaultMessage: 'Nachbestellen' },
  offerTitle: { id: 'ordering.offer.title', defaultMessage: 'Angebot anfordern' },
  reorderLead: {
    id: 'ordering.reorder.lead',
    defaultMessage: 'Bestellen Sie die Produkte aus Ihrem Warenkorb in drei Schritten.',
  },
  offerLead: {
    id: 'ordering.offer.lead',
    defaultMessage:
      'Fordern Sie in drei Schritten ein Angebot für die Produkte aus Ihrem Warenkorb und weitere Positionen an.',
  },
  emptyBasketTitle: { id: 'ordering.emptyBasket.title', defaultMessage: 'Ihr Warenkorb ist leer' },
  emptyBasketText: {
    id: 'ordering.emptyBasket.text',
    defaultMessage: 'Legen Sie zuerst Produkte in den Warenkorb, die Sie nachbestellen möchten.',
  },
  toSearch: { id: 'ordering.emptyBasket.toSearch', defaultMessage: 'Zur Produktsuche' },
});

export const wizardMessages = defineMessages({
  steps: { id: 'ordering.wizard.steps', defaultMessage: 'Schritte' },
  completed: { id: 'ordering.wizard.completed', defaultMessage: 'abgeschlossen' },
  next: { id: 'ordering.wizard.next', defaultMessage: 'Weiter' },
  abort: { id: 'ordering.wizard.abort', defaultMessage: 'Abbrechen' },
  stepProducts: { id: 'ordering.step.products', defaultMessage: 'Produkte' },
  stepDelivery: { id: 'ordering.step.delivery', defaultMessage: 'Lieferbedingungen' },
  stepReviewOrder: { id: 'ordering.step.reviewOrder', defaultMessage: 'Prüfen & Bestellen' },
  stepReviewOffer: { id: 'ordering.step.reviewOffer', defaultMessage: 'Prüfen & Anfordern' },
  finishOrder: { id: 'ordering.wizard.finishOrder', defaultMessage: 'Zahlungspflichtig bestellen' },
  finishOffer: { id: 'ordering.wizard.finishOffer', defaultMessage: 'Angebot anfordern' },
});

export const stepOfMessage = defineMessage<{ step: number; total: number }>({
  id: 'ordering.wizard.stepOf',
  defaultMessage: 'Schritt {step} von {total}',
});

export const productMessages = defineMessages({
  productsHeading: { id: 'ordering.products.heading', defaultMessage: 'Produkte aus dem Warenkorb' },
  noBasketProducts: {
    id: 'ordering.products.none',
    defaultMessage: 'Keine Produkte aus dem Warenkorb übernommen.',
  },
  materialNumber: { id: 'ordering.products.materialNumber', defaultMessage: 'Materialnummer' },
  amount: { id: 'ordering.products.amount', defaultMessage: 'Menge' },
  unit: { id: 'ordering.products.unit', defaultMessage: 'Einheit' },
  remarks: { id: 'ordering.products.remarks', defaultMessage: 'Bemerkung zum Produkt' },
  customHeading: { id: 'ordering.custom.heading', defaultMessage: 'Weitere Positionen' },
  customLead: {
    id: 'ordering.custom.lead',
    defaultMessage: 'Fragen Sie auch Produkte an, die Sie bisher nicht bei uns bestellt haben.',
  },
  customDescription: { id: 'ordering.custom.description', defaultMessage: 'Beschreibung' },
  addCustom: { id: 'ordering.custom.add', defaultMessage: 'Position hinzufügen' },
  chooseUnit: { id: 'ordering.custom.chooseUnit', defaultMessage: 'Bitte wählen' },
});

export const productLineMessages = {
  remove: defineMessage<{ name: string }>({
    id: 'ordering.products.remove',
    defaultMessage: '{name} entfernen',
  }),
  customTitle: defineMessage<{ number: number }>({
    id: 'ordering.custom.title',
    defaultMessage: 'Position {number}',
  }),
};

export const deliveryMessages = defineMessages({
  deliveryDate: { id: 'ordering.delivery.date', defaultMessage: 'Lieferdatum' },
  recipientHeading: { id: 'ordering.delivery.recipient', defaultMessage: 'Warenempfänger' },
  identicalRecipient: {
    id: 'ordering.delivery.identical',
    defaultMessage: 'Warenempfänger ist identisch mit dem Besteller',
  },
  company: { id: 'ordering.delivery.company', defaultMessage: 'Firma' },
  address: { id: 'ordering.delivery.address', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'ordering.delivery.zip', defaultMessage: 'PLZ' },
  city: { id: 'ordering.delivery.city', defaultMessage: 'Ort' },
  country: { id: 'ordering.delivery.country', defaultMessage: 'Land' },
  chooseCountry: { id: 'ordering.delivery.chooseCountry', defaultMessage: 'Bitte wählen' },
  phone: { id: 'ordering.delivery.phone', defaultMessage: 'Telefon' },
  timesHeading: { id: 'ordering.delivery.times', defaultMessage: 'Warenannahmezeiten' },
  timesLead: {
    id: 'ordering.delivery.timesLead',
    defaultMessage: 'Wann kann Ihre Warenannahme die Lieferung entgegennehmen?',
  },
  morning: { id: 'ordering.delivery.morning', defaultMessage: 'Vormittags' },
  afternoon: { id: 'ordering.delivery.afternoon', defaultMessage: 'Nachmittags' },
  other: { id: 'ordering.delivery.otherTime', defaultMessage: 'Andere Zeit' },
  fixed: { id: 'ordering.delivery.fixed', defaultMessage: 'Fester Termin' },
  fixedPlaceholder: {
    id: 'ordering.delivery.fixedPlaceholder',
    defaultMessage: 'fix 12:00 (ggf. mit Mehrkosten)',
  },
  deliveryRemarks: { id: 'ordering.delivery.remarks', defaultMessage: 'Bemerkungen zur Lieferung' },
  documentsHeading: { id: 'ordering.delivery.documents', defaultMessage: 'Benötigte Dokumente' },
  documentsFreeHint: {
    id: 'ordering.delivery.documentsFreeHint',
    defaultMessage: 'Ein Dokument je Zeile, z. B. „Analysenzertifikat“.',
  },
  documentsFailed: {
    id: 'ordering.delivery.documentsFailed',
    defaultMessage: 'Die Dokumentarten konnten nicht geladen werden.',
  },
  conditionsHeading: { id: 'ordering.delivery.unloading', defaultMessage: 'Bedingungen an der Abladestelle' },
  palletTruck: { id: 'ordering.delivery.palletTruck', defaultMessage: 'Hubwagen erforderlich' },
  liftingRamp: { id: 'ordering.delivery.liftingRamp', defaultMessage: 'Hebebühne erforderlich' },
  otherCondition: { id: 'ordering.delivery.otherCondition', defaultMessage: 'Sonstige Lieferbedingungen' },
  reference: { id: 'ordering.delivery.reference', defaultMessage: 'Ihre Referenz' },
  referenceHint: {
    id: 'ordering.delivery.referenceHint',
    defaultMessage: 'z. B. Ihre Bestellnummer; erscheint als Kundenbestellnummer.',
  },
});

export const reviewMessages = defineMessages({
  productsHeading: { id: 'ordering.review.products', defaultMessage: 'Produkte' },
  deliveryHeading: { id: 'ordering.review.delivery', defaultMessage: 'Lieferbedingungen' },
  agreementsHeading: { id: 'ordering.review.agreements', defaultMessage: 'Zustimmung' },
  editProducts: { id: 'ordering.review.editProducts', defaultMessage: 'Produkte bearbeiten' },
  editDelivery: { id: 'ordering.review.editDelivery', defaultMessage: 'Lieferbedingungen bearbeiten' },
  customPosition: { id: 'ordering.review.customPosition', defaultMessage: 'Weitere Position' },
  identical: { id: 'ordering.review.identical', defaultMessage: 'Identisch mit dem Besteller' },
  none: { id: 'ordering.review.none', defaultMessage: 'Keine Angabe' },
  priceNote: {
    id: 'ordering.review.priceNote',
    defaultMessage:
      'Es gelten die Tagespreise. Die Preise können von Ihrer letzten Bestellung abweichen; Ihr Ansprechpartner bestätigt Ihnen den Preis.',
  },
  terms: {
    id: 'ordering.review.terms',
    defaultMessage: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen (AGB).',
  },
  priceConditions: {
    id: 'ordering.review.priceConditions',
    defaultMessage: 'Ich habe zur Kenntnis genommen, dass die Tagespreise gelten.',
  },
  print: { id: 'ordering.review.print', defaultMessage: 'Drucken' },
  resent: {
    id: 'ordering.review.resent',
    defaultMessage:
      'Ihre letzte Übermittlung wurde möglicherweise nicht abgeschlossen. Senden Sie erneut – sie wird nicht doppelt angelegt.',
  },
});

export const reviewItemMessages = {
  position: defineMessage<{ amount: string }>({
    id: 'ordering.review.position',
    defaultMessage: 'Menge: {amount}',
  }),
};

export const validationMessages = defineMessages({
  summary: { id: 'ordering.validation.summary', defaultMessage: 'Bitte prüfen Sie Ihre Angaben:' },
  noProducts: {
    id: 'ordering.validation.noProducts',
    defaultMessage: 'Bitte übernehmen Sie mindestens ein Produkt.',
  },
  noPositions: {
    id: 'ordering.validation.noPositions',
    defaultMessage: 'Bitte geben Sie mindestens eine Position an.',
  },
  amount: { id: 'ordering.validation.amount', defaultMessage: 'Bitte geben Sie eine Menge größer als 0 an.' },
  customDescription: {
    id: 'ordering.validation.customDescription',
    defaultMessage: 'Bitte beschreiben Sie das gewünschte Produkt.',
  },
  unit: { id: 'ordering.validation.unit', defaultMessage: 'Bitte wählen Sie eine Einheit.' },
  deliveryDate: {
    id: 'ordering.validation.deliveryDate',
    defaultMessage: 'Bitte geben Sie ein vollständiges Lieferdatum an.',
  },
  deliveryDatePast: {
    id: 'ordering.validation.deliveryDatePast',
    defaultMessage: 'Das Lieferdatum darf nicht in der Vergangenheit liegen.',
  },
  recipientCompany: { id: 'ordering.validation.company', defaultMessage: 'Bitte geben Sie die Firma an.' },
  recipientAddress: {
    id: 'ordering.validation.address',
    defaultMessage: 'Bitte geben Sie Straße und Hausnummer an.',
  },
  recipientZip: { id: 'ordering.validation.zip', defaultMessage: 'Bitte geben Sie die PLZ an.' },
  recipientCity: { id: 'ordering.validation.city', defaultMessage: 'Bitte geben Sie den Ort an.' },
  recipientCountry: { id: 'ordering.validation.country', defaultMessage: 'Bitte wählen Sie das Land aus.' },
  recipientPhone: {
    id: 'ordering.validation.phone',
    defaultMessage: 'Bitte geben Sie eine Telefonnummer an.',
  },
  terms: { id: 'ordering.validation.terms', defaultMessage: 'Bitte akzeptieren Sie die AGB.' },
  priceConditions: {
    id: 'ordering.validation.priceConditions',
    defaultMessage: 'Bitte bestätigen Sie die Preiskonditionen.',
  },
});

export const draftMessages = defineMessages({
  title: { id: 'ordering.draft.title', defaultMessage: 'Nicht abgeschlossene Eingaben' },
  orderText: {
    id: 'ordering.draft.orderText',
    defaultMessage: 'Sie haben eine Bestellung begonnen, aber noch nicht abgeschickt.',
  },
  offerText: {
    id: 'ordering.draft.offerText',
    defaultMessage: 'Sie haben eine Angebotsanfrage begonnen, aber noch nicht abgeschickt.',
  },
  resume: { id: 'ordering.draft.resume', defaultMessage: 'Fortsetzen' },
  discard: { id: 'ordering.draft.discard', defaultMessage: 'Verwerfen und neu beginnen' },
});

export const draftSavedMessage = defineMessage<{ date: string }>({
  id: 'ordering.draft.savedAt',
  defaultMessage: 'Zuletzt bearbeitet am {date}.',
});

export const resultMessages = defineMessages({
  orderSuccess: { id: 'ordering.result.orderSuccess', defaultMessage: 'Ihre Bestellung wurde übermittelt.' },
  offerSuccess: {
    id: 'ordering.result.offerSuccess',
    defaultMessage: 'Ihre Angebotsanfrage wurde übermittelt.',
  },
  orderThanks: { id: 'ordering.result.orderThanks', defaultMessage: 'Vielen Dank für Ihre Bestellung' },
  offerThanks: { id: 'ordering.result.offerThanks', defaultMessage: 'Vielen Dank für Ihre Anfrage' },
  orderNext: {
    id: 'ordering.result.orderNext',
    defaultMessage:
      'Ihr Ansprechpartner prüft die Bestellung und bestätigt Ihnen Liefertermin und Preis. Sie finden sie ab sofort in Ihrer Bestellhistorie.',
  },
  offerNext: {
    id: 'ordering.result.offerNext',
    defaultMessage: 'Ihr Ansprechpartner erstellt Ihnen ein Angebot und meldet sich bei Ihnen.',
  },
  basketEmptied: {
    id: 'ordering.result.basketEmptied',
    defaultMessage: 'Die bestellten Produkte wurden aus Ihrem Warenkorb entfernt.',
  },
  basketNotEmptied: {
    id: 'ordering.result.basketNotEmptied',
    defaultMessage: 'Die bestellten Produkte konnten nicht aus Ihrem Warenkorb entfernt werden.',
  },
  basketKept: {
    id: 'ordering.result.basketKept',
    defaultMessage: 'Ihr Warenkorb bleibt unverändert, damit Sie nach Erhalt des Angebots bestellen können.',
  },
  toOrders: { id: 'ordering.result.toOrders', defaultMessage: 'Zur Bestellhistorie' },
  toDashboard: { id: 'ordering.result.toDashboard', defaultMessage: 'Zur Startseite' },
  orderNotSent: {
    id: 'ordering.result.orderNotSent',
    defaultMessage: 'Ihre Bestellung wurde nicht übermittelt.',
  },
  offerNotSent: {
    id: 'ordering.result.offerNotSent',
    defaultMessage: 'Ihre Angebotsanfrage wurde nicht übermittelt.',
  },
  failureKept: {
    id: 'ordering.result.failureKept',
    defaultMessage: 'Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es erneut.',
  },
});

export const receiptMessages = {
  orderNumber: defineMessage<{ id: string }>({
    id: 'ordering.result.orderNumber',
    defaultMessage: 'Ihre Bestellnummer: {id}',
  }),
  offerNumber: defineMessage<{ id: string }>({
    id: 'ordering.result.offerNumber',
    defaultMessage: 'Ihre Anfragenummer: {id}',
  }),
};
