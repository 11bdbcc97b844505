import { InlineAlert } from '@kundenportal/ui';
import { forwardRef } from 'react';
import type { FieldIssue } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { validationMessages as m } from '../messages';
import type { FieldPath } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { fieldDomId, focusField } from './formState';

/**
 * The step's failing rules at its top, each a link that moves focus to its field. It takes focus itself when a
 * step refuses to go on, so a screen reader hears what is missing and a keyboard user is one Tab from the fix.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: readonly FieldIssue<FieldPath>[] }>(
  function ErrorSummary({ errors }, ref) {
    const intl = useIntl();
    if (errors.length === 0) return null;
    return (
      <div ref={ref} tabIndex={-1} className={styles.summary}>
        <InlineAlert type="error" title={intl.formatMessage(m.summary)} role="none">
          <ul className={styles.summaryList}>
            {errors.map((error) => (
              <li key={error.field}>
                <a
                  href={`#${fieldDomId(error.field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(error.field);
                  }}
                >
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </InlineAlert>
      </div>
    );
  },
);
