import { Button, NumberField, Select, TextField } from '@kundenportal/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { productMessages as m, productLineMessages } from '../messages';
import { customUnits, linePath, maxLengths } from '../orderFormSchema';
import * as styles from '../ordering.css';
import { amountOf, fieldDomId, focusField, type OrderFormState, updateLine } from './formState';

let customCounter = 0;
const newCustomKey = () => `custom-${Date.now().toString(36)}-${++customCounter}`;

/** Step 1 'Produkte': the basket's products, editable and removable; an offer request adds free positions. */
export function ProductsStep({ form }: { form: OrderFormState }) {
  const intl = useIntl();
  const { values, update, errorFor, touch, isDisabled, kind } = form;
  const unitOptions = customUnits.map((unit) => ({ id: unit, label: unit }));
  // After adding or removing, focus goes where the user continues: the new position, or the list's heading.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
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
        {errorFor('lines') && (
          <p className={styles.lead} role="alert">
            {errorFor('lines')}
          </p>
        )}
        {values.lines.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noBasketProducts)}</p>
        ) : (
          <ul className={styles.lineList}>
            {values.lines.map((line) => {
              const amountPath = linePath('lines', line.key, 'amount');
              return (
                <li key={line.key} className={styles.line} aria-labelledby={`line-${line.key}`}>
                  <div className={styles.lineHeader}>
                    <div>
                      <h4 id={`line-${line.key}`} className={styles.lineTitle}>
                        {line.description}
                      </h4>
                      <p className={styles.lineMeta}>
                        {intl.formatMessage(m.materialNumber)}: {line.productId}
                      </p>
                    </div>
                    <Button
                      variant="tertiary"
                      size="small"
                      isDisabled={isDisabled}
                      onPress={() => {
                        update((current) => ({
                          ...current,
                          lines: current.lines.filter((candidate) => candidate.key !== line.key),
                        }));
                        setFocusTarget('products');
                      }}
                    >
                      {intl.formatMessage(productLineMessages.remove, { name: line.description })}
                    </Button>
                  </div>
                  <div className={styles.fieldGrid}>
                    <div id={fieldDomId(amountPath)}>
                      <NumberField
                        label={intl.formatMessage(m.amount)}
                        unit={line.unit}
                        isRequired
                        isDisabled={isDisabled}
                        minValue={0}
                        validationBehavior="aria"
                        value={line.amount ?? Number.NaN}
                        onChange={(amount) =>
                          update((current) =>
                            updateLine(current, 'lines', line.key, { amount: amountOf(amount) }),
                          )
                        }
                        onBlur={() => touch(amountPath)}
                        errorMessage={errorFor(amountPath)}
                        isInvalid={errorFor(amountPath) !== undefined}
                      />
                    </div>
                    <TextField
                      label={intl.formatMessage(m.remarks)}
                      isDisabled={isDisabled}
                      maxLength={maxLengths.remarks}
                      value={line.remarks}
                      onChange={(remarks) =>
                        update((current) => updateLine(current, 'lines', line.key, { remarks }))
                      }
                    />
                  </div>
                </li>
              );
            })}
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
              {values.customLines.map((line, index) => {
                const title = intl.formatMessage(productLineMessages.customTitle, { number: index + 1 });
                const path = (field: 'description' | 'amount' | 'unit') =>
                  linePath('customLines', line.key, field);
                return (
                  <li key={line.key} className={styles.line} aria-labelledby={`custom-${line.key}`}>
                    <div className={styles.lineHeader}>
                      <h4 id={`custom-${line.key}`} className={styles.lineTitle}>
                        {title}
                      </h4>
                      <Button
                        variant="tertiary"
                        size="small"
                        isDisabled={isDisabled}
                        onPress={() => {
                          update((current) => ({
                            ...current,
                            customLines: current.customLines.filter(
                              (candidate) => candidate.key !== line.key,
                            ),
                          }));
                          setFocusTarget('custom');
                        }}
                      >
                        {intl.formatMessage(productLineMessages.remove, { name: title })}
                      </Button>
                    </div>
                    <div className={styles.fieldGrid}>
                      <div id={fieldDomId(path('description'))}>
                        <TextField
                          label={intl.formatMessage(m.customDescription)}
                          isRequired
                          isDisabled={isDisabled}
                          validationBehavior="aria"
                          maxLength={maxLengths.text}
                          value={line.description}
                          onChange={(description) =>
                            update((current) => updateLine(current, 'customLines', line.key, { description }))
                          }
                          onBlur={() => touch(path('description'))}
                          errorMessage={errorFor(path('description'))}
                          isInvalid={errorFor(path('description')) !== undefined}
                        />
                      </div>
                      <div id={fieldDomId(path('amount'))}>
                        <NumberField
                          label={intl.formatMessage(m.amount)}
                          isRequired
                          isDisabled={isDisabled}
                          minValue={0}
                          validationBehavior="aria"
                          value={line.amount ?? Number.NaN}
                          onChange={(amount) =>
                            update((current) =>
                              updateLine(current, 'customLines', line.key, { amount: amountOf(amount) }),
                            )
                          }
                          onBlur={() => touch(path('amount'))}
                          errorMessage={errorFor(path('amount'))}
                          isInvalid={errorFor(path('amount')) !== undefined}
                        />
                      </div>
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
                            update((current) =>
                              updateLine(current, 'customLines', line.key, {
                                unit: unit === null ? '' : String(unit),
                              }),
                            );
                            touch(path('unit'));
                          }}
                          onBlur={() => touch(path('unit'))}
                          errorMessage={errorFor(path('unit'))}
                          isInvalid={errorFor(path('unit')) !== undefined}
                        />
                      </div>
                      <TextField
                        label={intl.formatMessage(m.remarks)}
                        isDisabled={isDisabled}
                        maxLength={maxLengths.remarks}
                        value={line.remarks}
                        onChange={(remarks) =>
                          update((current) => updateLine(current, 'customLines', line.key, { remarks }))
                        }
                      />
                    </div>
                  </li>
                );
              })}
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
