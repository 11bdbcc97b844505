import { Button, InlineAlert } from '@kundenportal/ui';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../shared/format';
import { useIntl } from '../../shared/i18n';
import { draftSavedMessage, draftMessages as m } from '../messages';
import type { OrderDraft } from '../orderDraft';
import type { OrderKind } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';

/** A returning user meets their unfinished input and chooses: continue where they left, or start afresh. */
export function DraftOffer({
  kind,
  draft,
  onResume,
  onDiscard,
}: {
  kind: OrderKind;
  draft: OrderDraft;
  onResume(): void;
  onDiscard(): void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const saved = new Date(draft.savedAt);
  const time = saved.toLocaleTimeString(intl.locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <section aria-labelledby="order-draft" className={styles.section}>
      <h2 id="order-draft" ref={heading} tabIndex={-1} className={styles.sectionHeading}>
        {intl.formatMessage(m.title)}
      </h2>
      <div className={styles.stack}>
        <InlineAlert type="info" role="none">
          {intl.formatMessage(kind === 'order' ? m.orderText : m.offerText)}{' '}
          {intl.formatMessage(draftSavedMessage, { date: `${formatDate(saved) ?? ''} ${time}` })}
        </InlineAlert>
        <div className={styles.actions}>
          <Button onPress={onResume}>{intl.formatMessage(m.resume)}</Button>
          <Button variant="secondary" onPress={onDiscard}>
            {intl.formatMessage(m.discard)}
          </Button>
        </div>
      </div>
    </section>
  );
}
