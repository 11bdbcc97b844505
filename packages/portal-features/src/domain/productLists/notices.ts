/** Which notice a bulk add gives (spec §4: type by outcome, pluralised counts, 5000 ms). */
import type { PortalIntl } from '../../shared/i18n';
import type { BulkAddOutcome } from './bulkAdd';
import type { ProductListKind } from './endpoints';
import { bulkMessages, bulkWithoutIdMessage, productListMessages } from './messages';

export function bulkAddNotice(intl: PortalIntl, kind: ProductListKind, outcome: BulkAddOutcome): string {
  if (outcome.type === 'error') return intl.formatMessage(productListMessages[kind].updateFailed);
  const texts = bulkMessages[kind];
  const parts = [
    outcome.type === 'success'
      ? intl.formatMessage(texts.added, { count: outcome.added.length })
      : intl.formatMessage(texts.noneAdded),
  ];
  if (outcome.present.length > 0)
    parts.push(intl.formatMessage(texts.present, { count: outcome.present.length }));
  if (outcome.withoutId > 0)
    parts.push(intl.formatMessage(bulkWithoutIdMessage, { count: outcome.withoutId }));
  return parts.join(' ');
}
