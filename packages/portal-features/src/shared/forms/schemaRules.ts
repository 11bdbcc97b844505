/** Valibot rules the portal's form schemas share, each with the message a schema gives it. */
import * as v from 'valibot';
import { passwordMessages } from './messages';
import { isBlank, meetsPasswordRule } from './rules';
import { message } from './schemaMessages';

type Descriptor = Parameters<typeof message>[0];

/** A text that must hold more than spaces. */
export const filledText = (descriptor: Descriptor) =>
  v.pipe(
    v.string(),
    v.check((text) => !isBlank(text), message(descriptor)),
  );

/** A text that must not be empty, spaces counting – a password is kept exactly as typed. */
export const typedText = (descriptor: Descriptor) =>
  v.pipe(
    v.string(),
    v.check((text) => text !== '', message(descriptor)),
  );

/**
 * A rule over several fields, said beside one of them (Valibot's `forward` of a `check`): e.g. the confirmation
 * that must match the password. Runs once the fields have their types.
 */
export const ruleAt = <T extends Record<string, unknown>, const F extends keyof T & string>(
  field: F,
  requirement: (input: T) => boolean,
  descriptor: Descriptor,
) =>
  v.forward<T, v.CheckIssue<T>, [F]>(
    v.check<T, string>(requirement, message(descriptor)),
    // A path of every such T; TypeScript cannot work out Valibot's ValidPath for a T still open.
    [field] as unknown as Parameters<typeof v.forward<T, v.CheckIssue<T>, [F]>>[1],
  );

/** A new password: typed (else `required`), and spec §5's rule. Never trimmed or cleaned: it is a secret. */
export const newPassword = (required: Descriptor) =>
  v.pipe(typedText(required), v.check(meetsPasswordRule, message(passwordMessages.passwordRule)));

/** A new password typed twice: the confirmation, once typed, must be the same exactly (a space counts). */
export const samePasswordTwice = <T extends { password: string; passwordConfirmation: string }>() =>
  ruleAt(
    'passwordConfirmation',
    (input: T) => input.passwordConfirmation === '' || input.passwordConfirmation === input.password,
    passwordMessages.passwordMismatch,
  );

/** A choice (a Select's key) the form holds as '' while nothing is chosen; the type names what may be chosen. */
export const chosen = <T extends string>(descriptor: Descriptor) =>
  v.pipe(
    v.custom<T | ''>((value) => typeof value === 'string'),
    v.check((value) => value !== '', message(descriptor)),
  );
