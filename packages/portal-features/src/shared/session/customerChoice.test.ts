import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCustomerChoice, readCustomerChoice, saveCustomerChoice } from './customerChoice';

const stores = { tab: sessionStorage, last: localStorage };
const otherTab = { tab: undefined, last: localStorage };

describe('customer choice', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is kept per user and read back as a number', () => {
    saveCustomerChoice(7, 100234, stores);
    saveCustomerChoice(8, 0, stores);
    expect(readCustomerChoice(7, stores)).toBe(100234);
    expect(readCustomerChoice(8, stores)).toBe(0);
    expect(readCustomerChoice(9, stores)).toBeUndefined();
  });

  it("keeps the tab's own choice over the last choice of another tab", () => {
    saveCustomerChoice(7, 100234, stores);
    // Another tab chooses later: it becomes the start of new tabs, not the choice of this one.
    localStorage.setItem('kundenportal.customer.7', '200345');
    expect(readCustomerChoice(7, stores)).toBe(100234);
    expect(readCustomerChoice(7, otherTab)).toBe(200345);
  });

  it('starts a new tab with the last choice made in any tab', () => {
    saveCustomerChoice(7, 100234, stores);
    sessionStorage.clear(); // a new tab has its own, empty sessionStorage
    expect(readCustomerChoice(7, stores)).toBe(100234);
  });

  it('a cleared tab stays cleared on reload, even when another tab has a choice', () => {
    saveCustomerChoice(7, undefined, stores);
    localStorage.setItem('kundenportal.customer.7', '200345');
    expect(readCustomerChoice(7, stores)).toBeUndefined();
  });

  it('forgets a broken value and everything at logout', () => {
    sessionStorage.setItem('kundenportal.customer.7', 'x');
    expect(readCustomerChoice(7, stores)).toBeUndefined();
    saveCustomerChoice(7, 100234, stores);
    forgetCustomerChoice(7, stores);
    expect(readCustomerChoice(7, stores)).toBeUndefined();
    expect(readCustomerChoice(7, otherTab)).toBeUndefined();
  });
});
