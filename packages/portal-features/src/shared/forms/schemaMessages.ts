/**
 * The portal's messages inside Valibot schemas. Valibot keeps an issue's message as a string; a schema names
 * the message descriptor's id (`message(m.terms)`) and the form turns the issue back into the descriptor
 * (`issueMessage`), so every text stays a translated ICU message with its id.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { BaseIssue } from 'valibot';

type Descriptor = MessageDescriptor & { id: string };

const descriptors = new Map<string, Descriptor>();

/** For a schema's `message` argument: the descriptor's id, remembered so the issue leads back to it. */
export function message(descriptor: Descriptor): string {
  descriptors.set(descriptor.id, descriptor);
  return descriptor.id;
}

/** The descriptor an issue's message names; a message no schema gave through `message` stays as it is. */
export function issueMessage(issue: BaseIssue<unknown>): Descriptor {
  return descriptors.get(issue.message) ?? { id: issue.message, defaultMessage: issue.message };
}
