/** The eif-changes module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { undoIcEdits } from "./undo-ic-edits";
