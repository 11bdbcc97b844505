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
import { countryOptions, isOneOf } from '../../shared/forms';
import { countries } from '../../shared/forms/countries';
import { useIntl, useLocale } from '../../shared/i18n';
import { useOffers } from '../../shared/services';
import { useOrderTopics } from '../api/useOrderTopics';
import { deliveryMessages as m } from '../messages';
import { maxLengths, type OrderFormValues, receivingTimePlaceholders } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { fieldDomId, type OrderFormState } from './formState';
import { StepSection } from './StepSection';

/** The form's one-line texts: each has the contract's limit in `maxLengths`. */
type TextFieldName = Extract<keyof typeof maxLengths, keyof OrderFormValues>;

function toCalendarDate(value: string) {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

/** The goods-receiving times' fields, their labels and placeholders (the fixed appointment's is a text). */
const receivingTimes = [
  ['timeMorning', m.morning, receivingTimePlaceholders.timeMorning],
  ['timeAfternoon', m.afternoon, receivingTimePlaceholders.timeAfternoon],
  ['timeOther', m.other, receivingTimePlaceholders.timeOther],
  ['timeFixed', m.fixed, undefined],
] as const;

/** Step 2 'Lieferbedingungen': date, recipient, receiving times, remarks, documents, conditions, reference. */
export function DeliveryStep({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const { values, setValue, touch, isDisabled } = form;
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
            onChange={(date) => setValue('deliveryDate', date ? date.toString() : '')}
            onBlur={() => touch('deliveryDate')}
            {...form.fieldProps('deliveryDate')}
          />
        </div>
      </div>
      <RecipientSection form={form} />
      <StepSection id="order-times-heading" title={intl.formatMessage(m.timesHeading)}>
        <p className={styles.lead}>{intl.formatMessage(m.timesLead)}</p>
        <div className={styles.fieldGrid}>
          {receivingTimes.map(([field, label, placeholder]) => (
            <OrderTextField
              key={field}
              form={form}
              field={field}
              label={intl.formatMessage(label)}
              placeholder={placeholder ?? intl.formatMessage(m.fixedPlaceholder)}
            />
          ))}
        </div>
      </StepSection>
      <ConditionsSection form={form} />
      <div className={styles.section}>
        <RequiredDocuments form={form} />
      </div>
      <div className={styles.section}>
        <OrderTextField
          form={form}
          field="reference"
          label={intl.formatMessage(m.reference)}
          description={intl.formatMessage(m.referenceHint)}
        />
      </div>
    </div>
  );
}

interface OrderTextFieldProps {
  form: OrderFormState;
  field: TextFieldName;
  label: string;
  isRequired?: boolean;
  type?: 'text' | 'tel';
  placeholder?: string;
  description?: string;
}

/** A text field of the form, its message beside it and in the summary's link target. */
function OrderTextField({ form, field, type = 'text', ...props }: OrderTextFieldProps) {
  return (
    <div id={fieldDomId(field)}>
      <TextField
        {...props}
        type={type}
        isDisabled={form.isDisabled}
        validationBehavior="aria"
        maxLength={maxLengths[field]}
        value={form.values[field]}
        onChange={(value) => form.setValue(field, value as never)}
        onBlur={() => form.touch(field)}
        {...form.fieldProps(field)}
      />
    </div>
  );
}

/** Who receives the goods: the orderer, or a recipient of its own with every field needed. */
function RecipientSection({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const locale = useLocale();
  const { values, setValue, touch, isDisabled } = form;
  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  return (
    <StepSection id="order-recipient-heading" title={intl.formatMessage(m.recipientHeading)}>
      <div className={styles.stack}>
        <Checkbox
          label={intl.formatMessage(m.identicalRecipient)}
          isDisabled={isDisabled}
          isSelected={values.identicalRecipient}
          onChange={(identical) => setValue('identicalRecipient', identical)}
        />
        {!values.identicalRecipient && (
          <div className={styles.fieldGrid}>
            <OrderTextField
              form={form}
              field="recipientCompany"
              label={intl.formatMessage(m.company)}
              isRequired
            />
            <OrderTextField
              form={form}
              field="recipientAddress"
              label={intl.formatMessage(m.address)}
              isRequired
            />
            <OrderTextField form={form} field="recipientZip" label={intl.formatMessage(m.zip)} isRequired />
            <OrderTextField form={form} field="recipientCity" label={intl.formatMessage(m.city)} isRequired />
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
                  setValue('recipientCountry', isOneOf(countries, key) ? (key as Country) : '');
                  touch('recipientCountry');
                }}
                onBlur={() => touch('recipientCountry')}
                {...form.fieldProps('recipientCountry')}
              />
            </div>
            <OrderTextField
              form={form}
              field="recipientPhone"
              label={intl.formatMessage(m.phone)}
              isRequired
              type="tel"
            />
          </div>
        )}
      </div>
    </StepSection>
  );
}

/** How the goods can be unloaded, and remarks on the delivery. */
function ConditionsSection({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const { values, setValue, isDisabled } = form;
  return (
    <StepSection id="order-conditions-heading" title={intl.formatMessage(m.conditionsHeading)}>
      <div className={styles.stack}>
        <Checkbox
          label={intl.formatMessage(m.palletTruck)}
          isDisabled={isDisabled}
          isSelected={values.conditionPalletTruck}
          onChange={(selected) => setValue('conditionPalletTruck', selected)}
          {...form.fieldProps('conditionPalletTruck')}
        />
        <Checkbox
          label={intl.formatMessage(m.liftingRamp)}
          isDisabled={isDisabled}
          isSelected={values.conditionLiftingRamp}
          onChange={(selected) => setValue('conditionLiftingRamp', selected)}
          {...form.fieldProps('conditionLiftingRamp')}
        />
        <OrderTextField form={form} field="conditionOther" label={intl.formatMessage(m.otherCondition)} />
        <TextArea
          label={intl.formatMessage(m.deliveryRemarks)}
          isDisabled={isDisabled}
          maxLength={maxLengths.deliveryRemarks}
          rows={3}
          value={values.deliveryRemarks}
          onChange={(remarks) => setValue('deliveryRemarks', remarks)}
          validationBehavior="aria"
          {...form.fieldProps('deliveryRemarks')}
        />
      </div>
    </StepSection>
  );
}

/** The documents the delivery needs: the known kinds ticked, or – without the topics call – named, one a line. */
function RequiredDocuments({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const { values, setValue, isDisabled } = form;
  const topics = useOrderTopics();
  // Without the topics call the documents are named as free text, one a line (spec §3's free list).
  const offersTopics = useOffers('listOrderTopics');
  if (!offersTopics) {
    return (
      <TextArea
        label={intl.formatMessage(m.documentsHeading)}
        description={intl.formatMessage(m.documentsFreeHint)}
        isDisabled={isDisabled}
        rows={3}
        // The lines as typed (an empty last line included, so Enter starts the next one); trimmed when sent.
        value={values.requiredDocuments.join('\n')}
        onChange={(text) => setValue('requiredDocuments', text === '' ? [] : text.split('\n'))}
        validationBehavior="aria"
        {...form.fieldProps('requiredDocuments')}
      />
    );
  }
  if (topics.failure) {
    return (
      <InlineAlert type="warning" role="status">
        {intl.formatMessage(m.documentsFailed)}
      </InlineAlert>
    );
  }
  return (
    <CheckboxGroup
      label={intl.formatMessage(m.documentsHeading)}
      isDisabled={isDisabled || topics.isLoading}
      options={(topics.data ?? []).map((topic) => ({ value: topic.key, label: topic.label }))}
      value={values.requiredDocuments}
      onChange={(documents) => setValue('requiredDocuments', documents)}
      {...form.fieldProps('requiredDocuments')}
    />
  );
}
