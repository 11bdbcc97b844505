import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { card, overlay, spinner, wrapper } from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isVisible: boolean;
  /** Shown under the spinner and the progress bar's accessible name, e.g. "Wird geladen …". */
  label: string;
  /** The content being loaded; marked aria-busy while the overlay shows. */
  children?: ReactNode;
}

/**
 * The global loading screen: a full-screen veil with an indeterminate progress bar. Focus is left where it
 * is, because loads are short and frequent and a jumping focus is worse than a brief veil.
 */
export function LoadingOverlay({ isVisible, label, children }: LoadingOverlayProps) {
  return (
    <div className={wrapper} aria-busy={isVisible}>
      {children}
      {isVisible && (
        <div className={overlay}>
          <ProgressBar isIndeterminate className={card}>
            <span className={spinner} aria-hidden="true" />
            <Label>{label}</Label>
          </ProgressBar>
        </div>
      )}
    </div>
  );
}
