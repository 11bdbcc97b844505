import { logo } from './PortalLayout.css';

/** The portal's mark; decorative, the surrounding link carries the name. */
export function Logo() {
  return (
    <svg className={logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#00508c" />
      <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
    </svg>
  );
}
