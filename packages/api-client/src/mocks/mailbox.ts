/** The mock's outgoing e-mail: tests and the demo follow login and confirmation links from here. */
import type { Language, MailboxMessage } from './data/types';
import { getDb } from './db';

/** Links in e-mails open the portal in the language of the request; German has no prefix (spec §2). */
export function portalLink(language: Language, path: string): string {
  return language === 'de' ? path : `/${language}${path}`;
}

function deliver(message: Omit<MailboxMessage, 'sentAt'>): void {
  getDb().mailbox.push({ ...message, sentAt: Date.now() });
  // In the demo nobody receives e-mail, so the link goes to the browser console instead.
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (inBrowser && import.meta.env?.MODE !== 'test' && message.link) {
    console.info(`[mock mailbox] ${message.kind} for ${message.to}: ${message.link}`);
  }
}

function last(email: string, kind: MailboxMessage['kind']): MailboxMessage | undefined {
  const address = email.trim().toLowerCase();
  return getDb()
    .mailbox.filter((message) => message.to === address && message.kind === kind)
    .at(-1);
}

export const mailbox = {
  deliver,
  /** The last login link sent to the address: `{ token, link }` where link is `[/<locale>]/login?magic=<token>[&target=profile]`. */
  lastLoginLink: (email: string): MailboxMessage | undefined => last(email, 'login-link'),
  /** The last double-opt-in link (`[/<locale>]/activation?token=<token>`) sent to the address. */
  lastConfirmationLink: (email: string): MailboxMessage | undefined =>
    last(email, 'registration-confirmation'),
  messages: (email?: string): MailboxMessage[] =>
    getDb().mailbox.filter((message) => !email || message.to === email.trim().toLowerCase()),
};
