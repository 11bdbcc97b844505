/** Document kinds that can be requested for an order, with their labels per portal language. */
import type { Language } from './data/types';

const topics: ReadonlyArray<{ key: string; label: Record<Language, string> }> = [
  {
    key: 'certificate_of_analysis',
    label: {
      de: 'Analysenzertifikat',
      en: 'Certificate of analysis',
      es: 'Certificado de análisis',
      fr: "Certificat d'analyse",
      nl: 'Analysecertificaat',
      pl: 'Świadectwo analizy',
      it: 'Certificato di analisi',
    },
  },
  {
    key: 'specification',
    label: {
      de: 'Produktspezifikation',
      en: 'Product specification',
      es: 'Especificación del producto',
      fr: 'Spécification du produit',
      nl: 'Productspecificatie',
      pl: 'Specyfikacja produktu',
      it: 'Specifica del prodotto',
    },
  },
  {
    key: 'declaration_of_conformity',
    label: {
      de: 'Konformitätserklärung',
      en: 'Declaration of conformity',
      es: 'Declaración de conformidad',
      fr: 'Déclaration de conformité',
      nl: 'Conformiteitsverklaring',
      pl: 'Deklaracja zgodności',
      it: 'Dichiarazione di conformità',
    },
  },
  {
    key: 'technical_data_sheet',
    label: {
      de: 'Technisches Datenblatt',
      en: 'Technical data sheet',
      es: 'Ficha técnica',
      fr: 'Fiche technique',
      nl: 'Technisch gegevensblad',
      pl: 'Karta techniczna',
      it: 'Scheda tecnica',
    },
  },
  {
    key: 'certificate_of_origin',
    label: {
      de: 'Ursprungszeugnis',
      en: 'Certificate of origin',
      es: 'Certificado de origen',
      fr: "Certificat d'origine",
      nl: 'Certificaat van oorsprong',
      pl: 'Świadectwo pochodzenia',
      it: 'Certificato di origine',
    },
  },
  {
    key: 'delivery_note_copy',
    label: {
      de: 'Lieferscheinkopie',
      en: 'Copy of delivery note',
      es: 'Copia del albarán',
      fr: 'Copie du bon de livraison',
      nl: 'Kopie pakbon',
      pl: 'Kopia dowodu dostawy',
      it: 'Copia del documento di trasporto',
    },
  },
  {
    key: 'invoice_copy',
    label: {
      de: 'Rechnungskopie',
      en: 'Copy of invoice',
      es: 'Copia de la factura',
      fr: 'Copie de la facture',
      nl: 'Kopie factuur',
      pl: 'Kopia faktury',
      it: 'Copia della fattura',
    },
  },
];

export function orderTopics(language: Language): Array<{ key: string; label: string }> {
  return topics.map((topic) => ({ key: topic.key, label: topic.label[language] }));
}
