/**
 * Characters nobody means to type: C0 and C1 controls, zero-width characters, bidirectional embeddings,
 * overrides and isolates, and the byte-order mark. They arrive by pasting from documents and e-mails, and in
 * names or e-mail addresses they hide what a text really says (e.g. a right-to-left override that shows
 * `gpj.exe` as `exe.jpg`). Line breaks and tabs stay, for text areas.
 */
const hiddenCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export const hasHiddenCharacters = (value: string): boolean => {
  hiddenCharacters.lastIndex = 0;
  return hiddenCharacters.test(value);
};

/** The text without hidden characters; everything visible stays as typed. */
export const withoutHiddenCharacters = (value: string): string => value.replace(hiddenCharacters, '');

/**
 * A value with every text in it – nested in lists and objects too – without hidden characters (line breaks
 * stay). What is already clean comes back as the same object, so a keystroke does not rebuild a whole list.
 */
export function withoutHiddenTexts<T>(value: T): T {
  if (typeof value === 'string') return withoutHiddenCharacters(value) as T;
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((item: unknown) => withoutHiddenTexts(item));
    return items.some((item, index) => item !== value[index]) ? (items as T) : value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, withoutHiddenTexts(item)] as const);
    const record = value as Record<string, unknown>;
    return entries.some(([key, item]) => item !== record[key]) ? (Object.fromEntries(entries) as T) : value;
  }
  return value;
}
