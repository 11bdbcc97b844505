export { type CountryOption, countries, countryName, countryOptions } from './countries';
export {
  customerNumberList,
  customerNumberMessages,
  splitList,
  validateCustomerNumbers,
} from './customerNumbers';
export { passwordMessages } from './messages';
export { allOf, type FieldErrors, isBlank, isOneOf, isValidEmail, meetsPasswordRule } from './rules';
export { SubmitButton, type SubmitButtonProps, submitMessages } from './SubmitButton';
export { type Submit, useSubmit } from './useSubmit';
export { useValidatedForm, type ValidatedForm } from './useValidatedForm';
