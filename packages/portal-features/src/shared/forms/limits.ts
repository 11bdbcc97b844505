/**
 * How long each form field may be: the contract's maxLength (generated from openapi.yaml into the API client),
 * so the inputs and the server enforce the same numbers and a change to the contract reaches every form.
 */
import { maxLengths } from '@kundenportal/api-client';

// The sales areas' limit is per area; the form's one input holds a list of them.
const { salesAreas: _perArea, ...registrationFields } = maxLengths.RegistrationForm;

export const fieldLimits = {
  login: maxLengths.LoginCredentials,
  magicLink: maxLengths.MagicLinkRequest.magic_link,
  registration: { ...registrationFields, ...maxLengths.RegistrationReasonInput },
  passwordChange: maxLengths.ResetPasswordRequest.reset_password,
} as const;

/** The limit of `field` in `limits`, or undefined for a field the contract does not limit (choices, lists). */
export function limitOf<L extends Readonly<Record<string, number>>>(
  limits: L,
  field: string,
): number | undefined {
  return Object.hasOwn(limits, field) ? limits[field as keyof L] : undefined;
}
