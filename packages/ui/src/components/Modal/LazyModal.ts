import { lazyOverlay } from '../../hooks/lazyOverlay';
import type { ModalProps } from './Modal';

/**
 * `Modal` loaded on first use (react-aria's modal, dialog and focus code stay out of the page's entry):
 * render it inside a Suspense boundary, from the first opening on.
 */
export const LazyModal = /* @__PURE__ */ lazyOverlay<ModalProps>(async () => (await import('./Modal')).Modal);
