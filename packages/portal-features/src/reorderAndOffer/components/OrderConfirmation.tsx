import type { Receipt } from '@kundenportal/api-client';
import { dropAnnouncements, InlineAlert, Link } from '@kundenportal/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { useSession } from '../../shared/session';
import { resultMessages as r, receiptMessages } from '../messages';
import type { OrderKind } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';

export interface OrderOutcome {
  receipt: Receipt;
  /** Reorder: whether the ordered products left the basket; undefined for an offer request (basket kept). */
  basketCleared: boolean | undefined;
}

/** After sending: the reference, what happens next and what became of the basket. */
export function OrderConfirmation({ kind, outcome }: { kind: OrderKind; outcome: OrderOutcome }) {
  const intl = useIntl();
  const localized = usePageHref();
  const { canOpen } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The wizard that had focus is gone; the user lands on the confirmation's heading. react-aria's announcement
  // of the sending button's end points at that button for 7 s: gone with the wizard, it would be a nameless image.
  useEffect(() => {
    heading.current?.focus();
    dropAnnouncements();
  }, []);
  const basketNote =
    outcome.basketCleared === undefined
      ? r.basketKept
      : outcome.basketCleared
        ? r.basketEmptied
        : r.basketNotEmptied;
  return (
    <section aria-labelledby="order-confirmation" className={styles.section}>
      <h2 id="order-confirmation" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {intl.formatMessage(kind === 'order' ? r.orderThanks : r.offerThanks)}
      </h2>
      <div className={styles.stack}>
        <InlineAlert type="success" role="none">
          <strong>
            {intl.formatMessage(
              kind === 'order' ? receiptMessages.orderNumber : receiptMessages.offerNumber,
              {
                id: outcome.receipt.id,
              },
            )}
          </strong>
        </InlineAlert>
        <p className={styles.lead}>{intl.formatMessage(kind === 'order' ? r.orderNext : r.offerNext)}</p>
        <p className={styles.lead}>{intl.formatMessage(basketNote)}</p>
        <div className={styles.actions}>
          {kind === 'order' && canOpen('orders') && (
            <Link href={localized('orders')}>{intl.formatMessage(r.toOrders)}</Link>
          )}
          <Link href={localized('dashboard')}>{intl.formatMessage(r.toDashboard)}</Link>
        </div>
      </div>
    </section>
  );
}
