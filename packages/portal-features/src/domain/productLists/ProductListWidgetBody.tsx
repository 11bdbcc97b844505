import type { ProductListItem } from '@kundenportal/api-client';
import { shortName } from '../../shared/format';
import { useIntl } from '../../shared/i18n';
import { moreEntries } from './messages';
import * as styles from './ProductListWidgetBody.css';

/** How many entries a dashboard widget shows (spec §2, §9). */
export const widgetEntryCount = 3;

/** The body of the basket and favourites widgets: the first three product descriptions, and how many more. */
export function ProductListWidgetBody({ items }: { items: readonly ProductListItem[] }) {
  const intl = useIntl();
  const more = items.length - widgetEntryCount;
  return (
    <>
      <ul className={styles.list}>
        {items.slice(0, widgetEntryCount).map((item) => (
          <li key={item.product.id} className={styles.item}>
            <span title={item.product.description.length > 30 ? item.product.description : undefined}>
              {shortName(item.product.description)}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className={styles.more}>{intl.formatMessage(moreEntries, { count: more })}</p>}
    </>
  );
}
