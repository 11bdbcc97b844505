export { AddToListButton, type AddToListButtonProps } from './AddToListButton';
export {
  type BulkAddOutcome,
  type BulkAddPlan,
  bulkAddOutcome,
  defaultAmount,
  defaultUnit,
  type ListAddition,
  type ListItemToSend,
  type ListProduct,
  planBulkAdd,
} from './bulkAdd';
export { listEndpoints, type ProductListKind } from './endpoints';
export { productListMessages } from './messages';
export { bulkAddNotice } from './notices';
export { ProductListEntries, type ProductListEntriesProps } from './ProductListEntries';
export { ProductListWidgetBody, widgetEntryCount } from './ProductListWidgetBody';
export { productListKey, useProductList } from './useProductList';
export { type AddResult, type ProductListActions, useProductListActions } from './useProductListActions';
