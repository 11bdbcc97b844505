import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import {
  banner,
  closeButton,
  message,
  messageIcon,
  type notificationTypes,
  root,
} from './NotificationBanner.css';

export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationBannerLabels {
  close: string;
  /** Read before the text, e.g. "Erfolg", "Fehler", "Hinweis". */
  success: string;
  error: string;
  info: string;
}

export interface NotificationBannerProps {
  isOpen: boolean;
  type: NotificationType;
  text: string;
  /** Called on click, on the close button and when the duration has passed. */
  onClose: () => void;
  /** Milliseconds until it closes by itself; 0 keeps it open. Hovering or focusing it pauses the count. */
  duration?: number;
  labels: NotificationBannerLabels;
  /** `overlay` (default) floats under the header; `inline` sits at the top of the content, sticky. */
  placement?: 'overlay' | 'inline';
}

const typeIcons: Record<NotificationType, IconName> = { success: 'success', error: 'error', info: 'info' };

/**
 * The global notice under the header. Both live regions stay mounted so screen readers announce a message
 * the moment it is filled: errors assertively (role alert), success and info politely (role status).
 */
export function NotificationBanner({
  isOpen,
  type,
  text,
  onClose,
  duration = 3000,
  labels,
  placement = 'overlay',
}: NotificationBannerProps) {
  const [isPaused, setPaused] = useState(false);
  // A closed banner loses its box and its close button, so leave/blur may never come: start fresh.
  useEffect(() => {
    if (!isOpen) {
      setPaused(false);
    }
  }, [isOpen]);
  useAutoClose(isOpen && !isPaused, text, duration, onClose);

  const content = (
    <>
      <span className={messageIcon({ type })}>
        <Icon name={typeIcons[type]} label={labels[type]} />
      </span>
      <span>{text}</span>
    </>
  );
  const isError = type === 'error';

  return (
    // A top layer for react-aria: an open modal must not hide the banner from screen readers.
    <div className={root({ placement })} data-react-aria-top-layer="true">
      {/* Clicking anywhere closes it, as users expect of a toast; keyboard users have the close button. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut, the close button is the accessible way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the close button handles the keyboard */}
      <div
        className={banner({ type, isOpen })}
        onClick={isOpen ? onClose : undefined}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        data-type={type}
      >
        <div role="status" aria-atomic="true" className={message}>
          {isOpen && !isError ? content : null}
        </div>
        <div role="alert" aria-atomic="true" className={message}>
          {isOpen && isError ? content : null}
        </div>
        {isOpen && (
          <Button className={closeButton} aria-label={labels.close} onPress={onClose}>
            <Icon name="close" />
          </Button>
        )}
      </div>
    </div>
  );
}

/** Starts the countdown on open and on every new text, so back-to-back messages each get their full time. */
function useAutoClose(isRunning: boolean, text: string, duration: number, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!isRunning || !text || !Number.isFinite(duration) || duration <= 0) {
      return;
    }
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [isRunning, text, duration]);
}
