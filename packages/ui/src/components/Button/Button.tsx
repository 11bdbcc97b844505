import { type ReactNode, useEffect, useId } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Icon } from '../Icon';
import { dropAnnouncements } from './announcements';
import { button, type buttonSizes, type buttonVariants, spinner } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** A button that shows only an icon; it must still get an `aria-label`. */
  iconOnly?: boolean;
  /**
   * While its action runs (`isPending`): the name of the spinner, e.g. 'Wird gesendet …'. react-aria keeps the
   * button focusable, ignores presses, and announces the pending state to a screen reader on the button.
   */
  pendingLabel?: string;
}

/** The one button of the design system: a react-aria Button with our looks, and the one pending look. */
export function Button({
  variant = 'primary',
  size = 'medium',
  iconOnly = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  // react-aria announces the pending state by pointing at the button's id. A button that goes away (a dialog
  // closed on success) would leave that reference dangling in the live region for seconds: drop it.
  useEffect(() => () => void dropAnnouncements(), []);
  return (
    <AriaButton {...props} id={id} className={button({ variant, size, iconOnly })}>
      {props.isPending &&
        // The progress bar takes its id from the button, which adds it to the name it announces.
        (pendingLabel ? (
          <ProgressBar isIndeterminate aria-label={pendingLabel} className={spinner}>
            <Icon name="spinner" weight="bold" />
          </ProgressBar>
        ) : (
          <span className={spinner}>
            <Icon name="spinner" weight="bold" />
          </span>
        ))}
      {children}
    </AriaButton>
  );
}
