/** The onboarding-forms module's public surface (decision 023): what other modules, jobs and plugins may use. */

export { mirrorEnvelope } from "./mirror-envelope";
export { moveRecipientsToEmail, type RecipientEmailDeps } from "./recipient-email";
export { type ReminderDeps, remindRecipient, scheduledReminderKey } from "./send-reminder";
