import type { ReactNode } from 'react';

/** Every icon the design system ships; the array drives the `name` prop type and the story gallery. */
export const iconNames = [
  'menu',
  'close',
  'basket',
  'bookmark',
  'user',
  'logout',
  'login',
  'search',
  'chevronLeft',
  'chevronRight',
  'chevronUp',
  'chevronDown',
  'chevronsLeft',
  'chevronsRight',
  'check',
  'info',
  'warning',
  'error',
  'success',
  'download',
  'document',
  'print',
  'plus',
  'minus',
  'trash',
  'edit',
  'globe',
  'home',
  'dashboard',
  'orders',
  'products',
  'registrations',
  'users',
  'help',
  'external',
  'more',
  'reorder',
  'offer',
  'flask',
  'history',
  'truck',
  'shield',
  'star',
  'mail',
  'eye',
  'eyeOff',
  'arrowUp',
  'arrowDown',
  'sortable',
  'spinner',
] as const;

export type IconName = (typeof iconNames)[number];

const eye = (
  <>
    <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" />
    <circle cx="12" cy="12" r="3.5" />
  </>
);

/** Stroke shapes on a 24×24 grid; the surrounding svg sets stroke colour, width and joins. */
export const iconShapes: Record<IconName, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  basket: <path d="M3 10h18l-2 10H5L3 10zM7 10l4-6M17 10l-4-6M9 14v3M12 14v3M15 14v3" />,
  bookmark: <path d="M6 3h12v18l-6-4-6 4V3z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  logout: <path d="M9 4H5v16h4M16 8l4 4-4 4M20 12H10" />,
  login: <path d="M15 4h4v16h-4M10 8l4 4-4 4M14 12H4" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  chevronUp: <path d="M6 15l6-6 6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronsLeft: <path d="M11 6l-6 6 6 6M19 6l-6 6 6 6" />,
  chevronsRight: <path d="M13 6l6 6-6 6M5 6l6 6-6 6" />,
  check: <path d="M5 12l5 5L20 7" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  warning: <path d="M12 3L2 20h20L12 3zM12 10v4M12 17h.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9l-6 6M9 9l6 6" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  document: <path d="M6 3h8l4 4v14H6V3zM14 3v4h4M9 13h6M9 17h6" />,
  print: <path d="M7 9V3h10v6M7 17H4v-6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v6h-3M7 14h10v7H7v-7z" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  trash: <path d="M4 7h16M10 3h4M6 7l1 14h10l1-14M10 11v6M14 11v6" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
    </>
  ),
  home: <path d="M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />,
  dashboard: <path d="M3 3h7v9H3V3zM14 3h7v5h-7V3zM14 12h7v9h-7v-9zM3 16h7v5H3v-5z" />,
  orders: <path d="M5 4h14v17H5V4zM9 2h6v4H9V2zM9 11h6M9 15h6" />,
  products: <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />,
  registrations: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-4 3-7 7-7s7 3 7 7M16 4a4 4 0 0 1 0 8M18 14c2.5.6 4 3 4 7" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 5 0c0 2-2.5 2-2.5 4M12 17h.01" />
    </>
  ),
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  // Three dots, filled so they read at 16px too.
  more: (
    <>
      <circle cx="5" cy="12" r="1.25" fill="currentColor" />
      <circle cx="12" cy="12" r="1.25" fill="currentColor" />
      <circle cx="19" cy="12" r="1.25" fill="currentColor" />
    </>
  ),
  // Two arrows chasing each other: order the same again.
  reorder: (
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" />
  ),
  // A price tag: quotes and daily prices.
  offer: (
    <>
      <path d="M3 12.6V4h8.6l9.4 9.4-8.6 8.6L3 12.6z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
  // An Erlenmeyer flask: chemicals, safety data sheets.
  flask: <path d="M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7.5 14h9" />,
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5M3.5 4v4.5H8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  truck: (
    <>
      <path d="M2 5h12v11H2V5zM14 9h4l4 4v3h-8V9z" />
      <circle cx="6.5" cy="18" r="2" />
      <circle cx="17.5" cy="18" r="2" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5" />,
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z" />,
  // An envelope: contact, messages.
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  // Password shown / hidden: the struck-through eye is the same eye.
  eye,
  eyeOff: (
    <>
      {eye}
      <path d="M3 3l18 18" />
    </>
  ),
  // Table sort directions; `sortable` marks a column that is not sorted yet.
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  arrowDown: <path d="M12 5v14M5 12l7 7 7-7" />,
  sortable: <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />,
  // Three quarters of a circle: turned by the component that shows it (Button's pending state).
  spinner: <path d="M12 3a9 9 0 1 0 9 9" />,
};
