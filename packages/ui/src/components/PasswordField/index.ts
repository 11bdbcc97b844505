export { PasswordField, type PasswordFieldLabels, type PasswordFieldProps } from './PasswordField';
