// The notifications module's public surface: services.ts and app.ts import only this.

export { PRODUCERS, type Producer, type ProducerTable } from "./notification-producers";
export { createNotificationsApi, type NotificationsApiDeps } from "./notifications.api";
export {
  CHAT_DIGEST_JOB,
  createNotificationsService,
  NOTIFICATION_MAIL_JOB,
  type NotificationsService,
} from "./notifications.service";
