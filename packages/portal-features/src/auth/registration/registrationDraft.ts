/**
 * Keeps a registration's input while the out-of-service page stands in for the form, so the user comes back
 * to what they typed. Tab-scoped (sessionStorage) and never with the passwords: those are typed again.
 */
import { customerTypes, type RegistrationValues, registrationClients } from './registrationSchema';

export const REGISTRATION_DRAFT_KEY = 'kundenportal.registration-draft';

/** Never stored: a password does not belong in storage a script on the page could read. */
const secretFields = [
  'password',
  'passwordConfirmation',
] as const satisfies readonly (keyof RegistrationValues)[];

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveRegistrationDraft(values: RegistrationValues): void {
  const kept: Partial<RegistrationValues> = { ...values };
  for (const field of secretFields) delete kept[field];
  try {
    storage()?.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the input is lost as it would have been without the draft.
  }
}

export function clearRegistrationDraft(): void {
  try {
    storage()?.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // Nothing to clear where nothing could be stored.
  }
}

/**
 * The saved input laid over `empty`, taken once (the draft is removed), or null without one. Only fields of
 * the form with text values are taken, so a tampered or outdated entry cannot smuggle in anything else; the
 * choices are checked again by the form's own rules before sending.
 */
export function takeRegistrationDraft(empty: RegistrationValues): RegistrationValues | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(REGISTRATION_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  clearRegistrationDraft();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const draft: RegistrationValues = { ...empty };
  for (const [field, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(empty, field) || typeof value !== 'string') continue;
    if ((secretFields as readonly string[]).includes(field)) continue;
    if (field === 'customerType') {
      if ((customerTypes as readonly string[]).includes(value)) Object.assign(draft, { customerType: value });
      continue;
    }
    if (field === 'client') {
      if ((registrationClients as readonly string[]).includes(value)) Object.assign(draft, { client: value });
      continue;
    }
    Object.assign(draft, { [field]: value });
  }
  return draft;
}
