import { Logo as BrandLogo } from '@kundenportal/ui';
import { useRuntimeConfig } from '../shared/services';

// Legal forms of the portal's countries, set smaller after the name as on letterheads ("Kundenportal GmbH").
const legalForm =
  /\s+(GmbH & Co\. KG|GmbH|AG & Co\. KG|AG|SE|KGaA|KG|OHG|e\.K\.|B\.V\.|N\.V\.|S\.A\.S\.|SAS|S\.A\.|SA|S\.L\.|S\.p\.A\.|S\.r\.l\.|Sp\. z o\.o\.|S\.A\.|Ltd\.?|Limited|PLC|plc|Inc\.?|LLC)$/;

/** Splits a configured company name into wordmark and legal form. */
export function splitCompanyName(companyName: string): { name: string; descriptor?: string } {
  const match = legalForm.exec(companyName);
  if (!match || match.index === 0) return { name: companyName };
  return { name: companyName.slice(0, match.index), descriptor: match[1] };
}

/** The portal's mark with the company name from runtime configuration; decorative, the link around names it. */
export function Logo({
  tone = 'onLight',
  compactOnPhones = false,
}: {
  tone?: 'onLight' | 'onDark';
  compactOnPhones?: boolean;
}) {
  const { companyName } = useRuntimeConfig();
  return <BrandLogo {...splitCompanyName(companyName)} tone={tone} compactOnPhones={compactOnPhones} />;
}
