import {
  descriptor as descriptorClass,
  logo,
  signet,
  signetCore,
  signetRing,
  signetShape,
  wordmark,
  wordmarkName,
} from './Logo.css';

export const logoTones = ['onLight', 'onDark'] as const;
export const logoSizes = ['medium', 'large'] as const;

export interface LogoProps {
  /** The company's name, set as the wordmark (from runtime configuration, so a rebrand needs no build). */
  name: string;
  /** A smaller second part of the wordmark, e.g. the legal form "GmbH". */
  descriptor?: string;
  /** `onDark` for the footer and the hero's brand surface. */
  tone?: (typeof logoTones)[number];
  size?: (typeof logoSizes)[number];
  /** Only the signet, e.g. where the name is already beside it or space is short. */
  signetOnly?: boolean;
  /** Only the signet below the medium breakpoint (phones), the full mark from there up. */
  compactOnPhones?: boolean;
}

/**
 * The brand mark: a hexagonal signet (the ring of a molecule around a core) and the company name as a
 * wordmark in the brand face. Drawn from the theme's colours, so a brand theme recolours it. Decorative to
 * assistive tech: the link or landmark around it carries the name.
 */
export function Logo({
  name,
  descriptor,
  tone = 'onLight',
  size = 'medium',
  signetOnly = false,
  compactOnPhones = false,
}: LogoProps) {
  return (
    <span className={logo({ size })} aria-hidden="true">
      <Signet tone={tone} />
      {!signetOnly && (
        <span className={wordmark({ tone, size, compact: compactOnPhones })}>
          <span className={wordmarkName}>{name}</span>
          {/* A space, so the mark reads "Kundenportal GmbH" for the label-in-name check of the link around it. */}
          {descriptor && ' '}
          {descriptor && <span className={descriptorClass({ tone })}>{descriptor}</span>}
        </span>
      )}
    </span>
  );
}

function Signet({ tone }: { tone: (typeof logoTones)[number] }) {
  return (
    <svg className={signet} viewBox="0 0 40 40" focusable="false" aria-hidden="true" data-logo-signet="">
      <path className={signetShape({ tone })} d="M20 1.5 36 10.75v18.5L20 38.5 4 29.25v-18.5z" />
      <path className={signetRing({ tone })} d="M20 9.5l9.1 5.25v10.5L20 30.5l-9.1-5.25v-10.5z" />
      <circle className={signetCore({ tone })} cx="20" cy="20" r="4.25" />
    </svg>
  );
}
