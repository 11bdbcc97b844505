/**
 * The chosen customer is kept per tab (sessionStorage) and per user, so a reload keeps whom staff act for,
 * while a new tab or another login starts from the default – never from someone else's choice.
 */
export const chosenCustomerKey = 'kundenportal.chosenCustomer';
export function readChosenCustomer(userId: number | undefined): number | undefined {
  if (userId === undefined || typeof sessionStorage === 'undefined') return undefined;
  try {
    const [owner, customer] = (sessionStorage.getItem(chosenCustomerKey) ?? '').split(':');
    const id = Number(customer);
    return owner === String(userId) && customer !== '' && Number.isInteger(id) && id >= 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
export function writeChosenCustomer(userId: number | undefined, customerId: number | undefined): void {
  if (typeof sessionStorage === 'undefined') return;
  try {
    if (userId === undefined || customerId === undefined) sessionStorage.removeItem(chosenCustomerKey);
    else sessionStorage.setItem(chosenCustomerKey, `${userId}:${customerId}`);
  } catch {
    // Storage refused (private mode, quota): the choice then lasts as long as the page.
  }
}

/** Forgets the tab's choice (a fresh story or test). */
export const forgetChosenCustomer = (): void => writeChosenCustomer(undefined, undefined);
