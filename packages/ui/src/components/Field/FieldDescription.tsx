import type { ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import { description } from './field.css';

export interface FieldDescriptionProps {
  children: ReactNode;
}

/** Help text of a field; the `description` slot makes react-aria add it to the control's `aria-describedby`. */
export function FieldDescription({ children }: FieldDescriptionProps) {
  return (
    <Text slot="description" className={description}>
      {children}
    </Text>
  );
}
