/** The reorder-and-offer feature's door: /reorder and /requestOffer, the two wizards on one order form. */
import { OrderWizardPage } from './components/OrderWizardPage';

export function ReorderPage() {
  return <OrderWizardPage kind="order" />;
}

export function RequestOfferPage() {
  return <OrderWizardPage kind="offer" />;
}
