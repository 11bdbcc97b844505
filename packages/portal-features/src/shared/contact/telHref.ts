/** A `tel:` link for a number as people write it ("+49 40 123456-0" → "tel:+49401234560"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
