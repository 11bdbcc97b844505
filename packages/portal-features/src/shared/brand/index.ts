export {
  applyBrand,
  type BrandEnvironment,
  type BrandHint,
  brandFontFamily,
  brandHintKey,
} from './brandAssets';
