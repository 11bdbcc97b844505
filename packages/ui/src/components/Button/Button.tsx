import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { button, type buttonSizes, type buttonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** A button that shows only an icon; it must still get an `aria-label`. */
  iconOnly?: boolean;
}

/** The one button of the design system: a react-aria Button with our looks. */
export function Button({
  variant = 'primary',
  size = 'medium',
  iconOnly = false,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={button({ variant, size, iconOnly })}>
      {children}
    </AriaButton>
  );
}
