import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Country } from '@kundenportal/api-client';
import {
  Checkbox,
  CheckboxGroup,
  DateField,
  InlineAlert,
  Select,
  TextArea,
  TextField,
} from '@kundenportal/ui';
import { useMemo } from 'react';
import { countries, countryOptions } from '../../domain/countries';
import { isOneOf, withoutHiddenCharacters } from '../../shared/forms';
import { useIntl, useLocale } from '../../shared/i18n';
import { useOffers } from '../../shared/services';
import { useOrderTopics } from '../api/useOrderTopics';
import { deliveryMessages as m } from '../messages';
import { maxLengths, type OrderFormValues, receivingTimePlaceholders } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { fieldDomId, type OrderFormState } from './formState';

/** The form's one-line texts: each has the contract's limit in `maxLengths`. */
type TextFieldName = Extract<keyof typeof maxLengths, keyof OrderFormValues>;

function toCalendarDate(value: string) {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

/** Step 2 'Lieferbedingungen': date, recipient, receiving times, remarks, documents, conditions, reference. */
export function DeliveryStep({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const locale = useLocale();
  const { values, set, touch, isDisabled } = form;
  const topics = useOrderTopics();
  // Without the topics call the documents are named as free text, one a line (spec §3's free list).
  const offersTopics = useOffers('listOrderTopics');
  const countryItems = useMemo(() => countryOptions(locale), [locale]);

  /** A text field of the form, its message beside it and in the summary's link target. */
  const text = (
    field: TextFieldName,
    label: string,
    options: {
      isRequired?: boolean;
      type?: 'text' | 'tel';
      placeholder?: string;
      description?: string;
    } = {},
  ) => (
    <div id={fieldDomId(field)}>
      <TextField
        label={label}
        type={options.type ?? 'text'}
        isRequired={options.isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        placeholder={options.placeholder}
        description={options.description}
        maxLength={maxLengths[field]}
        value={values[field]}
        onChange={(value) => set(field, value as never)}
        onBlur={() => touch(field)}
        {...form.field(field)}
      />
    </div>
  );

  return (
    <div>
      <div className={styles.section}>
        <div id={fieldDomId('deliveryDate')}>
          <DateField
            label={intl.formatMessage(m.deliveryDate)}
            isRequired
            isDisabled={isDisabled}
            validationBehavior="aria"
            minValue={today(getLocalTimeZone())}
            value={toCalendarDate(values.deliveryDate)}
            onChange={(date) => set('deliveryDate', date ? date.toString() : '')}
            onBlur={() => touch('deliveryDate')}
            {...form.field('deliveryDate')}
          />
        </div>
      </div>

      <div className={styles.section}>
        <h3 id="order-recipient-heading" className={styles.sectionHeading}>
          {intl.formatMessage(m.recipientHeading)}
        </h3>
        <div className={styles.stack}>
          <Checkbox
            label={intl.formatMessage(m.identicalRecipient)}
            isDisabled={isDisabled}
            isSelected={values.identicalRecipient}
            onChange={(identical) => set('identicalRecipient', identical)}
          />
          {!values.identicalRecipient && (
            <div className={styles.fieldGrid}>
              {text('recipientCompany', intl.formatMessage(m.company), { isRequired: true })}
              {text('recipientAddress', intl.formatMessage(m.address), { isRequired: true })}
              {text('recipientZip', intl.formatMessage(m.zip), { isRequired: true })}
              {text('recipientCity', intl.formatMessage(m.city), { isRequired: true })}
              <div id={fieldDomId('recipientCountry')}>
                <Select
                  label={intl.formatMessage(m.country)}
                  placeholder={intl.formatMessage(m.chooseCountry)}
                  isRequired
                  isDisabled={isDisabled}
                  validationBehavior="aria"
                  items={countryItems}
                  selectedKey={values.recipientCountry === '' ? null : values.recipientCountry}
                  onSelectionChange={(key) => {
                    set('recipientCountry', isOneOf(countries, key) ? (key as Country) : '');
                    touch('recipientCountry');
                  }}
                  onBlur={() => touch('recipientCountry')}
                  {...form.field('recipientCountry')}
                />
              </div>
              {text('recipientPhone', intl.formatMessage(m.phone), {
                isRequired: true,
                type: 'tel',
              })}
            </div>
          )}
        </div>
      </div>

      <div className={styles.section}>
        <h3 id="order-times-heading" className={styles.sectionHeading}>
          {intl.formatMessage(m.timesHeading)}
        </h3>
        <p className={styles.lead}>{intl.formatMessage(m.timesLead)}</p>
        <div className={styles.fieldGrid}>
          {text('timeMorning', intl.formatMessage(m.morning), {
            placeholder: receivingTimePlaceholders.timeMorning,
          })}
          {text('timeAfternoon', intl.formatMessage(m.afternoon), {
            placeholder: receivingTimePlaceholders.timeAfternoon,
          })}
          {text('timeOther', intl.formatMessage(m.other), {
            placeholder: receivingTimePlaceholders.timeOther,
          })}
          {text('timeFixed', intl.formatMessage(m.fixed), {
            placeholder: intl.formatMessage(m.fixedPlaceholder),
          })}
        </div>
      </div>

      <div className={styles.section}>
        <h3 id="order-conditions-heading" className={styles.sectionHeading}>
          {intl.formatMessage(m.conditionsHeading)}
        </h3>
        <div className={styles.stack}>
          <Checkbox
            label={intl.formatMessage(m.palletTruck)}
            isDisabled={isDisabled}
            isSelected={values.conditionPalletTruck}
            onChange={(selected) => set('conditionPalletTruck', selected)}
            {...form.field('conditionPalletTruck')}
          />
          <Checkbox
            label={intl.formatMessage(m.liftingRamp)}
            isDisabled={isDisabled}
            isSelected={values.conditionLiftingRamp}
            onChange={(selected) => set('conditionLiftingRamp', selected)}
            {...form.field('conditionLiftingRamp')}
          />
          {text('conditionOther', intl.formatMessage(m.otherCondition))}
          <TextArea
            label={intl.formatMessage(m.deliveryRemarks)}
            isDisabled={isDisabled}
            maxLength={maxLengths.deliveryRemarks}
            rows={3}
            value={values.deliveryRemarks}
            onChange={(remarks) => set('deliveryRemarks', remarks)}
            validationBehavior="aria"
            {...form.field('deliveryRemarks')}
          />
        </div>
      </div>

      <div className={styles.section}>
        {!offersTopics ? (
          <TextArea
            label={intl.formatMessage(m.documentsHeading)}
            description={intl.formatMessage(m.documentsFreeHint)}
            isDisabled={isDisabled}
            rows={3}
            // The lines as typed (an empty last line included, so Enter starts the next one); trimmed when sent.
            value={values.requiredDocuments.join('\n')}
            onChange={(text) => {
              const typed = withoutHiddenCharacters(text);
              set('requiredDocuments', typed === '' ? [] : typed.split('\n'));
            }}
            validationBehavior="aria"
            {...form.field('requiredDocuments')}
          />
        ) : topics.failure ? (
          <InlineAlert type="warning" role="status">
            {intl.formatMessage(m.documentsFailed)}
          </InlineAlert>
        ) : (
          <CheckboxGroup
            label={intl.formatMessage(m.documentsHeading)}
            isDisabled={isDisabled || topics.isLoading}
            options={(topics.data ?? []).map((topic) => ({ value: topic.key, label: topic.label }))}
            value={values.requiredDocuments}
            onChange={(documents) => set('requiredDocuments', documents)}
            {...form.field('requiredDocuments')}
          />
        )}
      </div>

      <div className={styles.section}>
        {text('reference', intl.formatMessage(m.reference), {
          description: intl.formatMessage(m.referenceHint),
        })}
      </div>
    </div>
  );
}
