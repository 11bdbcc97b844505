/** The Valibot rules of spec §5's customer numbers, for the forms that take them (registration, activation, a user). */
import * as v from 'valibot';
import { filledText, isBlank, message, ruleAt } from '../../shared/forms';
import { customerNumberMessages, validateCustomerNumbers } from './customerNumbers';

type Descriptor = Parameters<typeof message>[0];

const customerNumberRule = v.check<string, (issue: v.CheckIssue<string>) => string>(
  (text) => isBlank(text) || validateCustomerNumbers(text) === undefined,
  // The message of the rule the list breaks (not numeric, not six digits).
  (issue) => message(validateCustomerNumbers(issue.input) ?? customerNumberMessages.length),
);

/**
 * A typed customer-number list (customerNumbers.ts): blank is `required`'s message, or passes without it (whether
 * one is needed may be another field's rule); anything else must be six-digit numbers separated by semicolons.
 */
export const customerNumberText = (required?: Descriptor) =>
  required ? v.pipe(filledText(required), customerNumberRule) : v.pipe(v.string(), customerNumberRule);

/** Spec §5: a customer needs at least one customer number; staff roles may go without. */
export const numbersForCustomers = <T extends Record<string, unknown> & { customerNumbers: string }>(
  isCustomer: (input: T) => boolean,
  descriptor: Descriptor,
) =>
  ruleAt('customerNumbers', (input: T) => !isCustomer(input) || !isBlank(input.customerNumbers), descriptor);
