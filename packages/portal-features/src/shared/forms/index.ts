export { passwordMessages } from './messages';
export { allOf, type FieldErrors, isBlank, isOneOf, isValidEmail, meetsPasswordRule } from './rules';
export { useValidatedForm, type ValidatedForm } from './useValidatedForm';
