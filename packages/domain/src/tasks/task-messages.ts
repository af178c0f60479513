/** Messages of the task, call, welcome-flow and feedback calls. The spec words none of them, so all are ours. */
export const TASK_MESSAGES = {
  taskNotFound: "Task not found",
  policyIdRequired: "A policy task needs a policyId",
  callNotFound: "Call not found",
  welcomeFlowAlreadyComplete: "The welcome flow is already complete.",
  ratingRange: "Please choose a rating from 1 to 5.",
  commentTooLong: "The comment can be at most 1000 characters.",
  topicsTooMany: "Add at most 20 topics.",
  peopleTooMany: "Add at most 20 people.",
  nameRequired: "Name is required",
  scheduledAtInvalid: "Enter a valid date and time",
  callStatusInvalid: "Choose one of the call statuses",
  taskStatusInvalid: "Choose one of the task statuses",
  staleTaskStatus: "The task's status changed meanwhile. Refresh the page and try again.",
} as const;
