import { Logo as BrandLogo } from '@kundenportal/ui';
import { useRuntimeConfig } from '../shared/services';
import * as styles from './Logo.css';

// Legal forms of the portal's countries, set smaller after the name as on letterheads ("Kundenportal GmbH").
const legalForm =
  /\s+(GmbH & Co\. KG|GmbH|AG & Co\. KG|AG|SE|KGaA|KG|OHG|e\.K\.|B\.V\.|N\.V\.|S\.A\.S\.|SAS|S\.A\.|SA|S\.L\.|S\.p\.A\.|S\.r\.l\.|Sp\. z o\.o\.|S\.A\.|Ltd\.?|Limited|PLC|plc|Inc\.?|LLC)$/;

/** Splits a configured company name into wordmark and legal form. */
export function splitCompanyName(companyName: string): { name: string; descriptor?: string } {
  const match = legalForm.exec(companyName);
  if (!match || match.index === 0) return { name: companyName };
  return { name: companyName.slice(0, match.index), descriptor: match[1] };
}

/**
 * The portal's mark: the operator's logo when config.json names one (`<img>` in a fixed box, named by the
 * company), else the signet and the company name as the wordmark – decorative, the link around names it.
 */
export function Logo({
  tone = 'onLight',
  compactOnPhones = false,
}: {
  tone?: 'onLight' | 'onDark';
  compactOnPhones?: boolean;
}) {
  const { companyName, brand } = useRuntimeConfig();
  if (brand.logo) {
    return (
      <img
        src={brand.logo}
        alt={companyName}
        width={styles.logoBox.mediumWidth}
        height={styles.logoBox.mediumHeight}
        className={styles.brandImage({ tone })}
      />
    );
  }
  return (
    <span className={styles.wordmarkSlot({ tone })}>
      <span className={styles.wordmarkInSlot}>
        <BrandLogo {...splitCompanyName(companyName)} tone={tone} compactOnPhones={compactOnPhones} />
      </span>
    </span>
  );
}
