/** The reminders feature's public entry: what other features and the composition root may use. */
export { ReminderSentRow } from './reminder.entity';
export { ReminderService, reminderPlanDependents } from './reminders.service';
