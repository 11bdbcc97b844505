import { EmptyState, Link } from '@kundenportal/ui';
import { useMemo, useState } from 'react';
import { useProductList } from '../../domain/productLists';
import { useIntl } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { PageFrame } from '../../shared/page';
import { usePageHref } from '../../shared/pages';
import { useSession } from '../../shared/session';
import { pageMessages as m } from '../messages';
import {
  type DraftOwner,
  discardDraft,
  isActiveInThisTab,
  loadDraft,
  markActiveInThisTab,
  newDraft,
  type OrderDraft,
} from '../orderDraft';
import { emptyOrderForm, linesFromBasket, type OrderKind } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { DraftOffer } from './DraftOffer';
import { OrderWizard } from './OrderWizard';

/** /reorder and /requestOffer: the wizard for the chosen company, from its basket or from a kept draft. */
export function OrderWizardPage({ kind }: { kind: OrderKind }) {
  const intl = useIntl();
  const { user, customerId } = useSession();
  const title = intl.formatMessage(kind === 'order' ? m.reorderTitle : m.offerTitle);
  const lead = (
    <p className={styles.lead}>{intl.formatMessage(kind === 'order' ? m.reorderLead : m.offerLead)}</p>
  );
  const owner = useMemo<DraftOwner | undefined>(
    () => (user && customerId ? { userId: user.id, customerId, kind } : undefined),
    [user, customerId, kind],
  );
  return (
    <PageFrame title={title} lead={lead}>
      {/* The fields' language (dates day first, amounts as '2,5') is the page's: LocaleProvider's I18nProvider. */}
      {owner ? (
        // A change of company is another draft and another basket: start over for it.
        <OrderWizardFor key={`${owner.userId}.${owner.customerId}`} owner={owner} />
      ) : (
        <p className={styles.lead}>{intl.formatMessage(commonMessages.chooseCompanyFirst)}</p>
      )}
    </PageFrame>
  );
}

type Start =
  /** A draft from another tab or visit: ask first. */
  | { kind: 'offer'; draft: OrderDraft }
  /** The wizard runs on this draft; `isStored` once it is in storage. */
  | { kind: 'wizard'; draft: OrderDraft; isStored: boolean }
  /** No draft: the wizard starts from the basket once it has loaded. */
  | { kind: 'fresh' };

function OrderWizardFor({ owner }: { owner: DraftOwner }) {
  const intl = useIntl();
  const localized = usePageHref();
  const basket = useProductList('basket');
  const [start, setStart] = useState<Start>(() => {
    const draft = loadDraft(owner);
    if (!draft) return { kind: 'fresh' };
    return isActiveInThisTab(owner, draft)
      ? { kind: 'wizard', draft, isStored: true }
      : { kind: 'offer', draft };
  });
  const canStartFresh = !basket.isLoading && (owner.kind === 'offer' || basket.items.length > 0);
  if (start.kind === 'fresh' && canStartFresh) {
    // Taken from the basket once: the wizard then owns the lines, whatever later happens to the basket (which a
    // successful reorder empties – the confirmation must stay).
    setStart({
      kind: 'wizard',
      draft: newDraft(emptyOrderForm(linesFromBasket(basket.items))),
      isStored: false,
    });
  }

  if (start.kind === 'offer') {
    return (
      <DraftOffer
        kind={owner.kind}
        draft={start.draft}
        onResume={() => {
          markActiveInThisTab(owner, start.draft);
          setStart({ kind: 'wizard', draft: start.draft, isStored: true });
        }}
        onDiscard={() => {
          discardDraft(owner);
          setStart({ kind: 'fresh' });
        }}
      />
    );
  }
  if (start.kind === 'wizard') {
    return <OrderWizard owner={owner} draft={start.draft} isStored={start.isStored} basket={basket.items} />;
  }
  if (basket.isLoading || canStartFresh) {
    return <p className={styles.lead}>{intl.formatMessage(commonMessages.loading)}</p>;
  }
  return (
    <EmptyState
      title={intl.formatMessage(m.emptyBasketTitle)}
      icon="basket"
      action={<Link href={localized('search')}>{intl.formatMessage(m.toSearch)}</Link>}
    >
      {intl.formatMessage(m.emptyBasketText)}
    </EmptyState>
  );
}
