import type { Product } from '@kundenportal/api-client';
import { memo, type ReactNode, useId } from 'react';
import { formatDate } from '../../shared/format';
import { useIntl } from '../../shared/i18n';
import type { useFileDownload } from '../files';
import { productSearchMessages as m } from './messages';
import { ProductFiles } from './ProductFiles';
import { ProductName } from './ProductName';
import * as styles from './productSearch.css';

export interface ProductCardProps {
  product: Product;
  /** The list's download hook; without it (logged out) documents are not offered – the download needs a login. */
  downloads?: ReturnType<typeof useFileDownload>;
  /** Add to basket / favourites, where the user may (a stable function, so the card stays memoised). */
  renderActions?: (product: Product) => ReactNode;
}

/** One product of a search or of "my products": name, description, material number, documents, actions. */
export const ProductCard = memo(function ProductCard({
  product,
  downloads,
  renderActions,
}: ProductCardProps) {
  const actions = renderActions?.(product);
  const intl = useIntl();
  const nameId = useId();
  const filesId = useId();
  const lastOrdered = formatDate(product.last_ordered_at);
  const facts = [
    [m.materialNumber, product.id],
    [m.unit, product.unit],
    [m.lastOrdered, lastOrdered],
  ] as const;
  return (
    <article aria-labelledby={nameId} className={styles.card}>
      <div>
        <ProductName id={nameId} name={product.name} />
        {product.description && product.description !== product.name && (
          <p className={styles.description}>{product.description}</p>
        )}
        <dl className={styles.facts}>
          {facts.map(([term, value]) =>
            value ? (
              <div key={term.id} className={styles.fact}>
                <dt className={styles.factTerm}>{intl.formatMessage(term)}</dt>
                <dd className={styles.factDetail}>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
      {(downloads || actions) && (
        <div className={styles.side}>
          {downloads && <ProductFiles files={product.files} headingId={filesId} downloads={downloads} />}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </article>
  );
});
