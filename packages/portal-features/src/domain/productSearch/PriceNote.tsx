import { InlineAlert } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { productSearchMessages as m } from './messages';
import * as styles from './productSearch.css';

/** Spec §1: prices may differ and the daily prices apply – said under every list of products with prices. */
function PriceNote() {
  const intl = useIntl();
  return (
    <div className={styles.note}>
      <InlineAlert type="info" role="none">
        {intl.formatMessage(m.priceNote)}
      </InlineAlert>
    </div>
  );
}

/** One element for every render, so ProductResults' memo is not broken by a new note each time. */
export const priceNote = <PriceNote />;
