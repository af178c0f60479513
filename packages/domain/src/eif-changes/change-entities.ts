/** The kinds of EIF record whose edits after signing are change records (decision 022). */
export const CHANGE_ENTITIES = [
  "client",
  "policy",
  "location",
  "contact",
  "bill",
  "subsidiary",
  "mailingLocation",
  "plan",
  "employeeClass",
] as const;

export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];
