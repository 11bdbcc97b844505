/** The brand assets' door (`@kundenportal/portal-features/brand`): the app loads it only where there is a brand. */
export { applyBrand, type BrandEnvironment, brandFontFamily } from './brandAssets';
export { type BrandHint, brandHintKey } from './hint';
