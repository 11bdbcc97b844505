import { Button, Checkbox, DescriptionList, type DescriptionListItem, InlineAlert } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../shared/format';
import { countryName } from '../../shared/forms';
import { useIntl, useLocale } from '../../shared/i18n';
import { labelledValue } from '../../shared/messages';
import { useOrderTopics } from '../api/useOrderTopics';
import {
  deliveryMessages as d,
  reviewMessages as m,
  productMessages as p,
  reviewItemMessages,
} from '../messages';
import { requiredDocumentList } from '../orderCreate';
import type { CustomLine, OrderFormValues, ProductLine } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { fieldDomId, type OrderFormState } from './formState';
import { StepSection } from './StepSection';

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
  const deliveryItems = useDeliveryItems(form.values);
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
          <ReviewHeader
            id="order-review-products"
            title={intl.formatMessage(m.productsHeading)}
            edit={intl.formatMessage(m.editProducts)}
            isDisabled={form.isDisabled}
            onEdit={() => onEdit(0)}
          />
          <ReviewPositions form={form} />
        </div>
        <div className={styles.section}>
          <ReviewHeader
            id="order-review-delivery"
            title={intl.formatMessage(m.deliveryHeading)}
            edit={intl.formatMessage(m.editDelivery)}
            isDisabled={form.isDisabled}
            onEdit={() => onEdit(1)}
          />
          <DescriptionList items={deliveryItems} layout="columns" />
        </div>
        <Agreements form={form} />
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

interface ReviewHeaderProps {
  id: string;
  title: string;
  edit: string;
  isDisabled: boolean;
  onEdit(): void;
}

/** A reviewed part's heading with the way back to the step that changes it (not printed). */
function ReviewHeader({ id, title, edit, isDisabled, onEdit }: ReviewHeaderProps) {
  return (
    <div className={styles.reviewHeader}>
      <h3 id={id} className={styles.sectionHeading}>
        {title}
      </h3>
      <span className={styles.noPrint}>
        <Button variant="tertiary" size="small" isDisabled={isDisabled} onPress={onEdit}>
          {edit}
        </Button>
      </span>
    </div>
  );
}

/** The positions as they will be sent: the basket's products and, for an offer, the free positions. */
function ReviewPositions({ form: { values, kind } }: { form: OrderFormState }) {
  const intl = useIntl();
  const locale = useLocale();
  const position = (line: ProductLine | CustomLine, what: string) => (
    <li key={line.key}>
      <strong>{line.description}</strong> ({what}) –{' '}
      {intl.formatMessage(reviewItemMessages.position, {
        amount: formatAmount(line.amount ?? 0, line.unit, locale),
      })}
      {line.remarks.trim() !== '' && <> – {line.remarks.trim()}</>}
    </li>
  );
  return (
    <ul className={styles.reviewList}>
      {values.lines.map((line) =>
        position(line, `${intl.formatMessage(p.materialNumber)} ${line.productId}`),
      )}
      {kind === 'offer' &&
        values.customLines.map((line) => position(line, intl.formatMessage(m.customPosition)))}
    </ul>
  );
}

/** The delivery step's answers as the review lists them, 'none' for what was left empty. */
function useDeliveryItems(values: OrderFormValues): DescriptionListItem[] {
  const intl = useIntl();
  const locale = useLocale();
  const topics = useOrderTopics();
  const none = intl.formatMessage(m.none);
  const orNone = (value: string) => (value.trim() === '' ? none : value.trim());
  const listOrNone = (entries: readonly string[]) => (entries.length > 0 ? entries.join(', ') : none);

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
    .map(([label, value]) => labelledValue(intl)(intl.formatMessage(label), value.trim()));
  const conditions = [
    values.conditionPalletTruck ? intl.formatMessage(d.palletTruck) : undefined,
    values.conditionLiftingRamp ? intl.formatMessage(d.liftingRamp) : undefined,
    values.conditionOther.trim() || undefined,
  ].filter((entry): entry is string => entry !== undefined);
  const documentLabels = requiredDocumentList(values.requiredDocuments).map(
    (key) => topics.data?.find((topic) => topic.key === key)?.label ?? key,
  );
  return [
    { term: intl.formatMessage(d.deliveryDate), detail: formatDate(values.deliveryDate) ?? none },
    { term: intl.formatMessage(d.recipientHeading), detail: recipient },
    { term: intl.formatMessage(d.timesHeading), detail: listOrNone(times) },
    { term: intl.formatMessage(d.conditionsHeading), detail: listOrNone(conditions) },
    { term: intl.formatMessage(d.deliveryRemarks), detail: orNone(values.deliveryRemarks) },
    { term: intl.formatMessage(d.documentsHeading), detail: listOrNone(documentLabels) },
    { term: intl.formatMessage(d.reference), detail: orNone(values.reference) },
  ];
}

/** The two agreements an order or offer request needs, each its message beside it once left. */
function Agreements({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const agreement = (field: 'termsAgreement' | 'priceConditionsAgreement', label: string) => (
    <div id={fieldDomId(field)}>
      <Checkbox
        label={label}
        isRequired
        isDisabled={form.isDisabled}
        validationBehavior="aria"
        isSelected={form.values[field]}
        onChange={(selected) => {
          form.setValue(field, selected);
          form.touch(field);
        }}
        {...form.fieldProps(field)}
      />
    </div>
  );
  return (
    <StepSection id="order-review-agreements" title={intl.formatMessage(m.agreementsHeading)}>
      <div className={styles.stack}>
        <InlineAlert type="info" role="none">
          {intl.formatMessage(m.priceNote)}
        </InlineAlert>
        {agreement('termsAgreement', intl.formatMessage(m.terms))}
        {agreement('priceConditionsAgreement', intl.formatMessage(m.priceConditions))}
      </div>
    </StepSection>
  );
}
