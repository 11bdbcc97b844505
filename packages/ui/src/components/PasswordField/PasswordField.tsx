import { useState } from 'react';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { Icon } from '../Icon';
import { inputGroup, passwordInput, visibilityToggle } from './PasswordField.css';

export interface PasswordFieldLabels {
  /**
   * Accessible name of the show/hide button, e.g. 'Passwort anzeigen'. It stays the same in both states:
   * `aria-pressed` tells whether the password is shown, so a changing name would announce the state twice.
   */
  showPassword: string;
}

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | keyof FieldBaseProps>,
    FieldBaseProps {
  labels: PasswordFieldLabels;
  /** Use 'current-password' for logins and 'new-password' where a password is set, so password managers help. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Whether the password starts out readable. */
  defaultVisible?: boolean;
}

/** A password input with a button that shows the password as plain text and hides it again. */
export function PasswordField({
  label,
  description,
  errorMessage,
  labels,
  isRequired = false,
  isDisabled = false,
  defaultVisible = false,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Group className={inputGroup}>
        <Input className={passwordInput} spellCheck={false} autoCapitalize="off" />
        <ToggleButton
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={isDisabled}
          aria-label={labels.showPassword}
          // A pointer press keeps focus and caret in the input, so typing goes on where it was.
          preventFocusOnPress
          className={visibilityToggle}
        >
          <Icon name={isVisible ? 'eyeOff' : 'eye'} size="large" />
        </ToggleButton>
      </Group>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
