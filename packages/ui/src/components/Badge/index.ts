export { Badge, type BadgeProps, formatBadgeCount } from './Badge';
export { badgeVariants } from './Badge.css';
