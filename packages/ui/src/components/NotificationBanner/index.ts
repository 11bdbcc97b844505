export {
  NotificationBanner,
  type NotificationBannerLabels,
  type NotificationBannerProps,
  type NotificationType,
} from './NotificationBanner';
export { notificationTypes } from './NotificationBanner.css';
