/** The hub's API shapes: the domain schemas' types under the names the hub uses. */
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { CreateFeedbackBody, Feedback } from "@onboard/domain/hub/feedback-schemas";
import type { WelcomeFlow } from "@onboard/domain/hub/welcome-flow-schemas";
import type { Call, CallPerson, UpdateCallBody } from "@onboard/domain/tasks/call-schemas";
import type { CallName, TaskId } from "@onboard/domain/tasks/task-catalogue";
import type { TaskDetail, TaskItem, TaskOverview } from "@onboard/domain/tasks/task-schemas";

export type {
  Call as CallDetails,
  CallPerson,
  CreateFeedbackBody as FeedbackInput,
  DocumentMeta,
  Feedback,
  TaskDetail,
  TaskId,
  TaskItem,
  TaskOverview as TasksOverview,
  WelcomeFlow,
};
export type CallKind = CallName;
export type CallUpdate = Omit<UpdateCallBody, "version">;

export interface UserRef {
  id: string;
  name: string;
}
