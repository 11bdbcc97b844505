import type { iconSizes } from './Icon.css';
import { icon } from './Icon.css';
import { type IconName, iconShapes } from './IconShapes';

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** Gives the icon its own accessible name (role img); without it the icon is decorative and hidden. */
  label?: string;
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, size = 'medium', label }: IconProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={icon({ size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {iconShapes[name]}
    </svg>
  );
}
