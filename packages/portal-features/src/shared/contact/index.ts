/** The supplier's support contact, shown in the footer and on the FAQ page. */
export const supportEmail = 'support@kundenportal.example';
export const companyName = 'Kundenportal GmbH';
export const privacyUrl = 'https://www.kundenportal.example/datenschutz';
export const imprintUrl = 'https://www.kundenportal.example/impressum';
