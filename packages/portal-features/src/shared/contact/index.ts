/** The supplier's support contact and legal pages, shown in the footer and on the FAQ page (the company name is runtime configuration). */
export const supportEmail = 'support@kundenportal.example';
export const privacyUrl = 'https://www.kundenportal.example/datenschutz';
export const imprintUrl = 'https://www.kundenportal.example/impressum';
