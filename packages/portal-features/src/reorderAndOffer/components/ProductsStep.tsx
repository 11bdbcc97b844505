import { Button, NumberField, Select, TextField } from '@kundenportal/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { labelledValue } from '../../shared/messages';
import { productMessages as m, productLineMessages } from '../messages';
import { type CustomLine, customUnits, type FieldPath, linePath, maxLengths } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { amountOf, fieldDomId, focusField, type OrderFormState, removeLine, updateLine } from './formState';

let customCounter = 0;
const newCustomKey = () => `custom-${Date.now().toString(36)}-${++customCounter}`;

/** Step 1 'Produkte': the basket's products, editable and removable; an offer request adds free positions. */
export function ProductsStep({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const { values, update, isDisabled, kind } = form;
  // The positions as a whole: the server's word on them, else their rule's (no single field holds them).
  const linesError = form.serverError('lines') ?? form.errorFor('lines');
  // After adding or removing, focus goes where the user continues: the new position, or the list's heading.
  const [focusTarget, setFocusTarget] = useState<FieldPath | 'products' | 'custom' | null>(null);
  const productsHeading = useRef<HTMLHeadingElement>(null);
  const customHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'products') productsHeading.current?.focus();
    else if (focusTarget === 'custom') customHeading.current?.focus();
    else focusField(focusTarget);
    setFocusTarget(null);
  }, [focusTarget]);

  return (
    <div>
      <div className={styles.section} id={fieldDomId('lines')}>
        <h3 id="order-products-heading" ref={productsHeading} tabIndex={-1} className={styles.sectionHeading}>
          {intl.formatMessage(m.productsHeading)}
        </h3>
        {linesError && (
          <p className={styles.lead} role="alert">
            {linesError}
          </p>
        )}
        {values.lines.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noBasketProducts)}</p>
        ) : (
          <ul className={styles.lineList}>
            {values.lines.map((line) => (
              <PositionLine
                key={line.key}
                form={form}
                list="lines"
                line={line}
                unit={line.unit}
                title={line.description}
                meta={labelledValue(intl)(intl.formatMessage(m.materialNumber), line.productId)}
                onRemoved={() => setFocusTarget('products')}
              />
            ))}
          </ul>
        )}
      </div>

      {kind === 'offer' && (
        <div className={styles.section}>
          <h3 id="order-custom-heading" ref={customHeading} tabIndex={-1} className={styles.sectionHeading}>
            {intl.formatMessage(m.customHeading)}
          </h3>
          <p className={styles.lead}>{intl.formatMessage(m.customLead)}</p>
          {values.customLines.length > 0 && (
            <ul className={styles.lineList}>
              {values.customLines.map((line, index) => (
                <CustomPositionLine
                  key={line.key}
                  form={form}
                  line={line}
                  number={index + 1}
                  onRemoved={() => setFocusTarget('custom')}
                />
              ))}
            </ul>
          )}
          <div className={styles.addRow}>
            <Button
              variant="secondary"
              isDisabled={isDisabled}
              onPress={() => {
                const key = newCustomKey();
                update((current) => ({
                  ...current,
                  customLines: [
                    ...current.customLines,
                    { key, description: '', amount: null, unit: '', remarks: '' },
                  ],
                }));
                setFocusTarget(linePath('customLines', key, 'description'));
              }}
            >
              {intl.formatMessage(m.addCustom)}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

interface CustomPositionLineProps {
  form: OrderFormState;
  line: CustomLine;
  /** Its place in the list, from 1: the position's title. */
  number: number;
  onRemoved(): void;
}

/** A free position of an offer request: what is wanted and in which unit, around the amount. */
function CustomPositionLine({ form, line, number, onRemoved }: CustomPositionLineProps) {
  const intl = useIntl();
  const { update, touch, isDisabled } = form;
  const unitOptions = customUnits.map((unit) => ({ id: unit, label: unit }));
  const path = (field: 'description' | 'unit') => linePath('customLines', line.key, field);
  const change = (patch: { description?: string; unit?: string }) =>
    update((current) => updateLine(current, 'customLines', line.key, patch));
  return (
    <PositionLine
      form={form}
      list="customLines"
      line={line}
      title={intl.formatMessage(productLineMessages.customTitle, { number })}
      onRemoved={onRemoved}
      beforeAmount={
        <div id={fieldDomId(path('description'))}>
          <TextField
            label={intl.formatMessage(m.customDescription)}
            isRequired
            isDisabled={isDisabled}
            validationBehavior="aria"
            maxLength={maxLengths.customDescription}
            value={line.description}
            onChange={(description) => change({ description })}
            onBlur={() => touch(path('description'))}
            {...form.fieldProps(path('description'))}
          />
        </div>
      }
      afterAmount={
        <div id={fieldDomId(path('unit'))}>
          <Select
            label={intl.formatMessage(m.unit)}
            placeholder={intl.formatMessage(m.chooseUnit)}
            isRequired
            isDisabled={isDisabled}
            validationBehavior="aria"
            items={unitOptions}
            selectedKey={line.unit === '' ? null : line.unit}
            onSelectionChange={(unit) => {
              change({ unit: unit === null ? '' : String(unit) });
              touch(path('unit'));
            }}
            onBlur={() => touch(path('unit'))}
            {...form.fieldProps(path('unit'))}
          />
        </div>
      }
    />
  );
}

type ListName = 'lines' | 'customLines';

/**
 * One position of either list – the basket's products and an offer's free positions: its heading, the remove
 * button, the amount and the remarks. Free positions add their description before and their unit after the
 * amount; basket lines show their fixed unit beside the amount.
 */
function PositionLine({
  form,
  list,
  line,
  unit,
  title,
  meta,
  onRemoved,
  beforeAmount,
  afterAmount,
}: {
  form: OrderFormState;
  list: ListName;
  line: { key: string; amount: number | null; remarks: string };
  unit?: string;
  title: string;
  meta?: string;
  onRemoved: () => void;
  beforeAmount?: ReactNode;
  afterAmount?: ReactNode;
}) {
  const intl = useIntl();
  const { update, touch, isDisabled } = form;
  const amountPath = linePath(list, line.key, 'amount');
  const remarksPath = linePath(list, line.key, 'remarks');
  const headingId = `${list === 'lines' ? 'line' : 'custom'}-${line.key}`;
  return (
    <li className={styles.line} aria-labelledby={headingId}>
      <div className={styles.lineHeader}>
        <div>
          <h4 id={headingId} className={styles.lineTitle}>
            {title}
          </h4>
          {meta !== undefined && <p className={styles.lineMeta}>{meta}</p>}
        </div>
        <Button
          variant="tertiary"
          size="small"
          isDisabled={isDisabled}
          onPress={() => {
            update((current) => removeLine(current, list, line.key));
            onRemoved();
          }}
        >
          {intl.formatMessage(productLineMessages.remove, { name: title })}
        </Button>
      </div>
      <div className={styles.fieldGrid}>
        {beforeAmount}
        <div id={fieldDomId(amountPath)}>
          <NumberField
            label={intl.formatMessage(m.amount)}
            unit={unit}
            isRequired
            isDisabled={isDisabled}
            minValue={0}
            validationBehavior="aria"
            value={line.amount ?? Number.NaN}
            onChange={(amount) =>
              update((current) => updateLine(current, list, line.key, { amount: amountOf(amount) }))
            }
            onBlur={() => touch(amountPath)}
            {...form.fieldProps(amountPath)}
          />
        </div>
        {afterAmount}
        <TextField
          label={intl.formatMessage(m.remarks)}
          isDisabled={isDisabled}
          maxLength={maxLengths.remarks}
          validationBehavior="aria"
          value={line.remarks}
          onChange={(remarks) => update((current) => updateLine(current, list, line.key, { remarks }))}
          // Only the server ever refuses a remark (it is optional); its word stands here.
          {...form.fieldProps(remarksPath)}
        />
      </div>
    </li>
  );
}
