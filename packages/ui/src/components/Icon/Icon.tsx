import type { iconSizes, iconWeights } from './Icon.css';
import { icon } from './Icon.css';
import { type IconName, iconShapes } from './IconShapes';

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** `bold` for small marks that must hold their own inside a control (close, check, chevrons of a paginator). */
  weight?: (typeof iconWeights)[number];
  /** Gives the icon its own accessible name (role img); without it the icon is decorative and hidden. */
  label?: string;
}

const strokeWidths = { regular: 2, bold: 2.5 } as const;

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, size = 'medium', weight = 'regular', label }: IconProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={icon({ size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidths[weight]}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {iconShapes[name]}
    </svg>
  );
}
