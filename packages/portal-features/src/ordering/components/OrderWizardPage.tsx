import { EmptyState, Link } from '@kundenportal/ui';
import { useMemo, useState } from 'react';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { PageFrame } from '../../shared/page';
import { useProductList } from '../../shared/productLists';
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
import { emptyOrderForm, linesFromBasket, type OrderKind } from '../orderFormSchema';
import * as styles from '../ordering.css';
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
  | { kind: 'offer'; draft: OrderDraft }
  | { kind: 'continue'; draft: OrderDraft }
  | { kind: 'fresh' };

function OrderWizardFor({ owner }: { owner: DraftOwner }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const basket = useProductList('basket');
  const [start, setStart] = useState<Start>(() => {
    const draft = loadDraft(owner);
    if (!draft) return { kind: 'fresh' };
    return isActiveInThisTab(owner, draft) ? { kind: 'continue', draft } : { kind: 'offer', draft };
  });

  if (start.kind === 'offer') {
    return (
      <DraftOffer
        kind={owner.kind}
        draft={start.draft}
        onResume={() => {
          markActiveInThisTab(owner, start.draft);
          setStart({ kind: 'continue', draft: start.draft });
        }}
        onDiscard={() => {
          discardDraft(owner);
          setStart({ kind: 'fresh' });
        }}
      />
    );
  }
  if (start.kind === 'continue') {
    return <OrderWizard owner={owner} draft={start.draft} isStored basket={basket.items} />;
  }
  if (basket.isLoading) return <p className={styles.lead}>{intl.formatMessage(commonMessages.loading)}</p>;
  if (owner.kind === 'order' && basket.items.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(m.emptyBasketTitle)}
        icon="basket"
        action={<Link href={localized('/user/search')}>{intl.formatMessage(m.toSearch)}</Link>}
      >
        {intl.formatMessage(m.emptyBasketText)}
      </EmptyState>
    );
  }
  return (
    <OrderWizard
      owner={owner}
      draft={newDraft(emptyOrderForm(linesFromBasket(basket.items)))}
      isStored={false}
      basket={basket.items}
    />
  );
}
