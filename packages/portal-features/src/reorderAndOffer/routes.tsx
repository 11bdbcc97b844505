/** The reorder-and-offer feature's door: /reorder and /requestOffer, the two wizards on one order form. */

import { PunchoutInstead, usePunchout } from '../domain/punchoutSession';
import { useIntl } from '../shared/i18n';
import { PageFrame } from '../shared/page';
import { pageNames } from '../shared/pages';
import { OrderWizardPage } from './components/OrderWizardPage';

/** In a punchout session the order goes through the buyer's procurement system: the wizards give way to that. */
function InPunchout() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(pageNames.basket)}>
      <PunchoutInstead what="ordering" />
    </PageFrame>
  );
}

export function ReorderPage() {
  return usePunchout() ? <InPunchout /> : <OrderWizardPage kind="order" />;
}

export function RequestOfferPage() {
  return usePunchout() ? <InPunchout /> : <OrderWizardPage kind="offer" />;
}
