import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import {
  action as actionClass,
  alert,
  body,
  content,
  icon,
  type inlineAlertTypes,
  title as titleClass,
} from './InlineAlert.css';

export type InlineAlertType = (typeof inlineAlertTypes)[number];

export interface InlineAlertProps {
  type: InlineAlertType;
  /** A short bold summary above the text. */
  title?: string;
  children: ReactNode;
  /** A control that resolves the message, e.g. a 'Erneut versuchen' `Button`. */
  action?: ReactNode;
  /**
   * How assistive technology learns of it when it appears: 'alert' interrupts, 'status' waits for a pause,
   * 'none' is a static note that is read in page order. Defaults to 'alert' for errors, else 'status'.
   */
  role?: 'alert' | 'status' | 'none';
}

const typeIcons: Record<InlineAlertType, IconName> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
  success: 'success',
};

/**
 * A message in the flow of the page, next to what it is about: a failed load with a retry, a warning on a
 * form. The icon repeats the type for the eye and is hidden from assistive technology, so title and text
 * must say what happened.
 */
export function InlineAlert({ type, title, children, action, role }: InlineAlertProps) {
  const resolvedRole = role ?? (type === 'error' ? 'alert' : 'status');
  return (
    <div
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={alert({ type })}
      data-type={type}
    >
      <span className={icon({ type })}>
        <Icon name={typeIcons[type]} size="large" />
      </span>
      <div className={content}>
        {title !== undefined && <p className={titleClass}>{title}</p>}
        <div className={body}>{children}</div>
      </div>
      {action !== undefined && <div className={actionClass}>{action}</div>}
    </div>
  );
}
