import { Button, Checkbox, DescriptionList, type DescriptionListItem, InlineAlert } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { countryName } from '../../domain/countries';
import { formatAmount, formatDate } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { useOrderTopics } from '../api/useOrderTopics';
import {
  deliveryMessages as d,
  reviewMessages as m,
  productMessages as p,
  reviewItemMessages,
} from '../messages';
import { requiredDocumentList } from '../orderCreate';
import * as styles from '../reorderAndOffer.css';
import { fieldDomId, type OrderFormState } from './formState';

export interface ReviewStepProps {
  form: OrderFormState;
  /** Goes back to a step to change it (0 products, 1 delivery). */
  onEdit(step: number): void;
  /** A failed sending: said here, beside the button that sends again. */
  failure?: ReactNode;
  /** The last sending may have reached the server (reload or lost answer while sending). */
  wasSending: boolean;
  /** What the printed sheet is headed with, e.g. 'Nachbestellen – Prüfen & Bestellen'. */
  printTitle: string;
}

/** Step 3 'Prüfen & Bestellen' / 'Prüfen & Anfordern': everything entered, the agreements, print. */
export function ReviewStep({ form, onEdit, failure, wasSending, printTitle }: ReviewStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const topics = useOrderTopics();
  const { values, set, touch, isDisabled, kind } = form;
  const none = intl.formatMessage(m.none);
  const orNone = (value: string) => (value.trim() === '' ? none : value.trim());

  const recipient: ReactNode = values.identicalRecipient ? (
    intl.formatMessage(m.identical)
  ) : (
    <>
      {values.recipientCompany}
      <br />
      {values.recipientAddress}
      <br />
      {values.recipientZip} {values.recipientCity}
      <br />
      {values.recipientCountry === '' ? '' : countryName(values.recipientCountry, locale)}
      <br />
      {values.recipientPhone}
    </>
  );
  const times = (
    [
      [d.morning, values.timeMorning],
      [d.afternoon, values.timeAfternoon],
      [d.other, values.timeOther],
      [d.fixed, values.timeFixed],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${intl.formatMessage(label)}: ${value.trim()}`);
  const conditions = [
    values.conditionPalletTruck ? intl.formatMessage(d.palletTruck) : undefined,
    values.conditionLiftingRamp ? intl.formatMessage(d.liftingRamp) : undefined,
    values.conditionOther.trim() || undefined,
  ].filter((entry): entry is string => entry !== undefined);
  const documentLabels = requiredDocumentList(values.requiredDocuments).map(
    (key) => topics.data?.find((topic) => topic.key === key)?.label ?? key,
  );
  const deliveryItems: DescriptionListItem[] = [
    { term: intl.formatMessage(d.deliveryDate), detail: formatDate(values.deliveryDate) ?? none },
    { term: intl.formatMessage(d.recipientHeading), detail: recipient },
    { term: intl.formatMessage(d.timesHeading), detail: times.length > 0 ? times.join(', ') : none },
    {
      term: intl.formatMessage(d.conditionsHeading),
      detail: conditions.length > 0 ? conditions.join(', ') : none,
    },
    { term: intl.formatMessage(d.deliveryRemarks), detail: orNone(values.deliveryRemarks) },
    {
      term: intl.formatMessage(d.documentsHeading),
      detail: documentLabels.length > 0 ? documentLabels.join(', ') : none,
    },
    { term: intl.formatMessage(d.reference), detail: orNone(values.reference) },
  ];

  return (
    <div>
      {wasSending && !failure && (
        <div className={styles.section}>
          <InlineAlert type="info" role="status">
            {intl.formatMessage(m.resent)}
          </InlineAlert>
        </div>
      )}
      <div className={styles.printable}>
        {/* On paper the page's heading and the wizard are gone; this says what the sheet is. */}
        <p className={styles.printOnly}>{printTitle}</p>
        <div className={styles.section}>
          <div className={styles.reviewHeader}>
            <h3 id="order-review-products" className={styles.sectionHeading}>
              {intl.formatMessage(m.productsHeading)}
            </h3>
            <span className={styles.noPrint}>
              <Button variant="tertiary" size="small" isDisabled={isDisabled} onPress={() => onEdit(0)}>
                {intl.formatMessage(m.editProducts)}
              </Button>
            </span>
          </div>
          <ul className={styles.reviewList}>
            {values.lines.map((line) => (
              <li key={line.key}>
                <strong>{line.description}</strong> ({intl.formatMessage(p.materialNumber)} {line.productId})
                –{' '}
                {intl.formatMessage(reviewItemMessages.position, {
                  amount: formatAmount(line.amount ?? 0, line.unit, locale),
                })}
                {line.remarks.trim() !== '' && <> – {line.remarks.trim()}</>}
              </li>
            ))}
            {kind === 'offer' &&
              values.customLines.map((line) => (
                <li key={line.key}>
                  <strong>{line.description}</strong> ({intl.formatMessage(m.customPosition)}) –{' '}
                  {intl.formatMessage(reviewItemMessages.position, {
                    amount: formatAmount(line.amount ?? 0, line.unit, locale),
                  })}
                  {line.remarks.trim() !== '' && <> – {line.remarks.trim()}</>}
                </li>
              ))}
          </ul>
        </div>

        <div className={styles.section}>
          <div className={styles.reviewHeader}>
            <h3 id="order-review-delivery" className={styles.sectionHeading}>
              {intl.formatMessage(m.deliveryHeading)}
            </h3>
            <span className={styles.noPrint}>
              <Button variant="tertiary" size="small" isDisabled={isDisabled} onPress={() => onEdit(1)}>
                {intl.formatMessage(m.editDelivery)}
              </Button>
            </span>
          </div>
          <DescriptionList items={deliveryItems} layout="columns" />
        </div>

        <div className={styles.section}>
          <h3 id="order-review-agreements" className={styles.sectionHeading}>
            {intl.formatMessage(m.agreementsHeading)}
          </h3>
          <div className={styles.stack}>
            <InlineAlert type="info" role="none">
              {intl.formatMessage(m.priceNote)}
            </InlineAlert>
            <div id={fieldDomId('termsAgreement')}>
              <Checkbox
                label={intl.formatMessage(m.terms)}
                isRequired
                isDisabled={isDisabled}
                validationBehavior="aria"
                isSelected={values.termsAgreement}
                onChange={(selected) => {
                  set('termsAgreement', selected);
                  touch('termsAgreement');
                }}
                {...form.field('termsAgreement')}
              />
            </div>
            <div id={fieldDomId('priceConditionsAgreement')}>
              <Checkbox
                label={intl.formatMessage(m.priceConditions)}
                isRequired
                isDisabled={isDisabled}
                validationBehavior="aria"
                isSelected={values.priceConditionsAgreement}
                onChange={(selected) => {
                  set('priceConditionsAgreement', selected);
                  touch('priceConditionsAgreement');
                }}
                {...form.field('priceConditionsAgreement')}
              />
            </div>
          </div>
        </div>
      </div>

      {failure}

      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
      </div>
    </div>
  );
}
