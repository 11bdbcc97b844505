/** A prepared e-mail: to whom, subject and text. */
export interface PreparedMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * A `mailto:` link that opens the user's e-mail program with the mail filled in (RFC 6068): subject and body
 * percent-encoded as UTF-8, line breaks as CRLF, spaces as %20 (never '+', which mail programs show as is).
 */
export function mailtoHref({ to, subject, body }: PreparedMail): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  // The address as written (an '@' encoded confuses some programs); only what would end or split the URL is encoded.
  const address = to.trim().replace(/[%?#&]/g, (character) => encodeURIComponent(character));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

/**
 * Labelled lines ('Grund: Ware beschädigt'), leaving out those without a value; `labelled` writes one line as
 * the mail's language does (`labelledValueMessage`: French sets a space before the colon).
 */
export const mailLines = (
  lines: readonly (readonly [label: string, value: string | null | undefined])[],
  labelled: (label: string, value: string) => string,
): string =>
  lines
    .map(([label, value]) => [label, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => labelled(label, value))
    .join('\n');
