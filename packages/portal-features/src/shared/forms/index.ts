export { focusFirstField, focusFirstProblem } from './focusProblem';
export { fieldLimits, limitOf } from './limits';
export { characterCount, passwordMessages, textMessages } from './messages';
export { PortalForm, type PortalFormProps } from './PortalForm';
export { RequestModal, type RequestModalProps } from './RequestModal';
export { allOf, type FieldErrors, isBlank, isOneOf, isValidEmail, meetsPasswordRule } from './rules';
export { SubmitButton, type SubmitButtonProps, submitMessages, submitMissing } from './SubmitButton';
export { issueMessage, message } from './schemaMessages';
export {
  chosen,
  filledText,
  newPassword,
  ruleAt,
  samePasswordTwice,
  typedText,
} from './schemaRules';
export { searchTermLimit } from './searchTermLimit';
export {
  type FieldOfPath,
  remainingText,
  type ServerFieldError,
  type SortedFieldErrors,
  sortFieldErrors,
} from './serverFieldErrors';
export { hasHiddenCharacters, withoutHiddenCharacters, withoutHiddenTexts } from './text';
export { useRequestSending } from './useRequestSending';
export {
  type FieldIssue,
  type Rejection,
  type SchemaForm,
  type SchemaFormOptions,
  schemaErrors,
  useSchemaForm,
} from './useSchemaForm';
export { type Submit, useSubmit } from './useSubmit';
export { useValuesFromPage } from './useValuesFromPage';
