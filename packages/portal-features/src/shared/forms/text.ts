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
