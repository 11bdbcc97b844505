/** The search term's rules (spec §5), for the product search and my products' filter alike. */

/** Spec §5: the search term is trimmed. */
export const normaliseTerm = (raw: string | null | undefined): string => (raw ?? '').trim();

/** Spec §5: a search needs a term; `%` alone is a term (everything). */
export const isSearchable = (raw: string | null | undefined): boolean => normaliseTerm(raw) !== '';
