export { dropAnnouncements } from './announcements';
export { Button, type ButtonProps } from './Button';
export { buttonSizes, buttonVariants } from './Button.css';
