// Written by `npm run i18n:compile` (scripts/i18n.mjs); `npm run i18n:check` fails when it is stale.
// The text chunks there are: each feature folder with texts, the shared chunks and the shell's `core`.
export const messageChunks = ['auth', 'basketAndFavorites', 'contact', 'core', 'dashboard', 'documents', 'errors', 'faq', 'home', 'myProducts', 'orders', 'productLists', 'productSearch', 'profile', 'punchout', 'punchoutSession', 'registrationAnswers', 'registrations', 'reorderAndOffer', 'safetyDataSheetRequest', 'search', 'users'] as const;
