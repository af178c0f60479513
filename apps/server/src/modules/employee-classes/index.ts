/** The employee-classes module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { presentClasses } from "./presenter";
export type { ClassPlanValues } from "./repository";
export { listClassRows, replaceClassPlans, updateClass } from "./repository";
