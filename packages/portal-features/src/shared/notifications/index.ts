export {
  createNotificationStore,
  defaultNotificationDuration,
  longNotificationDuration,
  type Notification,
  type NotificationStore,
  type NotificationType,
} from './notificationStore';
