/**
 * What the app needs from the features package besides the feature routes (`@kundenportal/portal-features/<feature>`):
 * the app-wide services, i18n and configuration.
 */

export * from './domain/productLists';
export * from './shared/api';
// Only whether a brand is remembered: applyBrand loads apart (`@kundenportal/portal-features/brand`).
export { brandHintKey } from './shared/brand/hint';
export * from './shared/config';
// Only the tel: link of the support contact: the root error screen (apps/portal) shows it without the app's context.
export { telHref } from './shared/contact/telHref';
export * from './shared/dashboard';
export * from './shared/i18n';
export * from './shared/loading';
export * from './shared/notifications';
export { PageTitleSink } from './shared/page';
export * from './shared/pages';
export * from './shared/routing';
export * from './shared/services';
export * from './shared/session';
