import type { OrderPosition } from '@kundenportal/api-client';
import type { DataTableColumn } from '@kundenportal/ui';
import type { PortalIntl } from '../shared/i18n';
import { orderMessages as m } from './messages';

/**
 * The columns every table of an order's positions starts with: the position, the product, the material
 * number. The order page names each row by its position (a row header); the history's cards keep it a cell.
 */
export function positionColumns(
  intl: PortalIntl,
  { rowHeader }: { rowHeader: boolean },
): DataTableColumn<OrderPosition>[] {
  return [
    {
      id: 'position',
      header: intl.formatMessage(m.columnPosition),
      cell: (position) => position.id,
      isRowHeader: rowHeader,
    },
    {
      id: 'product',
      header: intl.formatMessage(m.columnProduct),
      cell: (position) => position.product.description,
    },
    {
      id: 'material',
      header: intl.formatMessage(m.columnMaterial),
      cell: (position) => position.material_number,
    },
  ];
}
