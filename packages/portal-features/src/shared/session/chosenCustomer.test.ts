import { beforeEach, describe, expect, it } from 'vitest';
import { forgetChosenCustomer, readChosenCustomer, writeChosenCustomer } from './chosenCustomer';

describe('the chosen customer per tab', () => {
  beforeEach(() => forgetChosenCustomer());

  it('comes back for the same user after a reload, staff view (0) included', () => {
    writeChosenCustomer(1005, 193860);
    expect(readChosenCustomer(1005)).toBe(193860);
    writeChosenCustomer(1005, 0);
    expect(readChosenCustomer(1005)).toBe(0);
  });

  it("is never another user's choice, and is gone once forgotten", () => {
    writeChosenCustomer(1005, 193860);
    expect(readChosenCustomer(1006)).toBeUndefined();
    expect(readChosenCustomer(undefined)).toBeUndefined();
    forgetChosenCustomer();
    expect(readChosenCustomer(1005)).toBeUndefined();
  });
});
