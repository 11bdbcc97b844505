/** @kundenportal/ui – the design system's public surface. Import the CSS once: `@kundenportal/ui/styles.css`. */
import './theme/theme.css';
export * from './components/Button';
export * from './components/Paginator';
export * from './components/Modal';
export * from './components/ConfirmDialog';
export * from './components/Icon';
export * from './components/Badge';
export * from './components/Link';
export * from './components/Header';
export { useMediaQuery } from './hooks/useMediaQuery';
export * from './components/Wizard';
