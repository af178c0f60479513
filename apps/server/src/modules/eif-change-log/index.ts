/** The eif-change-log module's public surface: what other modules, jobs and plugins may call (see README.md). */
export {
  changeAuthors,
  deleteChanges,
  insertChangeLogEntry,
  insertChanges,
  listChangeLog,
  lockSignedForm,
  markReviewed,
} from "./change-record-repository";
export type { DraftChange } from "./draft-changes";
export { draftChanges, insertDraftChanges } from "./draft-changes";
export type { EifEditState } from "./edit-state";
export { loadEifEditState } from "./edit-state";
export { recordEditAudit } from "./record-eif-edit";
