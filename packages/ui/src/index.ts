/** @kundenportal/ui – the design system's public surface. Import the CSS once: `@kundenportal/ui/styles.css`. */
import './theme/theme.css';

export * from './components/Badge';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/ConfirmDialog';
export * from './components/DateField';
export * from './components/Field';
export * from './components/Footer';
export * from './components/Header';
export * from './components/Icon';
export * from './components/LanguageSwitch';
export * from './components/Link';
export * from './components/LoadingOverlay';
export * from './components/Modal';
export * from './components/NotificationBanner';
export * from './components/Paginator';
export * from './components/PasswordField';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/SideMenu';
export * from './components/Table';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Widget';
export * from './components/Wizard';
export { useMediaQuery } from './hooks/useMediaQuery';
