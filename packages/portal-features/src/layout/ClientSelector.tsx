import { Select } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { useRuntimeConfig } from '../shared/services';
import { mainClientId, secondClientId, useSession } from '../shared/session';
import { clientNameMessages, mainClientLabel, selectorMessages } from './messages';
import * as styles from './selectors.css';

export interface ClientSelectorProps {
  /** `header`: compact, label only for assistive tech; `menu`: full width with a visible label. */
  variant: 'header' | 'menu';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The client (tenant) the portal works in (spec §1, §6): only for users holding both clients. */
export function ClientSelector({ variant }: ClientSelectorProps) {
  const intl = useIntl();
  const { productKey } = useRuntimeConfig();
  const { client, setClient, canSelectClient } = useSession();
  if (!canSelectClient) return null;

  const options = [
    {
      id: mainClientId(productKey),
      label: intl.formatMessage(mainClientLabel, { product: capitalized(productKey) }),
    },
    { id: secondClientId, label: intl.formatMessage(clientNameMessages.second) },
  ];

  return (
    <div className={variant === 'header' ? styles.header : styles.menu}>
      <Select
        label={intl.formatMessage(selectorMessages.client)}
        items={options}
        value={client}
        onChange={(key) => {
          if (key !== null) setClient(String(key));
        }}
      />
    </div>
  );
}
