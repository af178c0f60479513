/** The due-date warning on a task: Due today, Past Due or Due Soon (onboarding spec §1 and §9). */
import { DUE_SOON_DAYS } from "./due-date-limits";
import type { TaskStatus } from "./task-ids";

export const DUE_DATE_WARNINGS = ["DUE_TODAY", "PAST_DUE", "DUE_SOON"] as const;
export type DueDateWarning = (typeof DUE_DATE_WARNINGS)[number];

/** English labels, word for word from the spec. */
export const DUE_DATE_WARNING_LABELS = {
  DUE_TODAY: "Due today",
  PAST_DUE: "Past Due",
  DUE_SOON: "Due Soon",
} as const satisfies Record<DueDateWarning, string>;

export const DUE_DATE_WARNING_I18N_KEYS = {
  DUE_TODAY: "tasks:dueDate.DUE_TODAY",
  PAST_DUE: "tasks:dueDate.PAST_DUE",
  DUE_SOON: "tasks:dueDate.DUE_SOON",
} as const satisfies Record<DueDateWarning, string>;

/** Only open tasks carry a due-date warning. */
export const DUE_DATE_WARNING_STATUSES = [
  "NOT_STARTED",
  "IN_PROGRESS",
  "NIGO",
  "UPCOMING",
] as const satisfies readonly TaskStatus[];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A day number for the local calendar date, immune to DST and time of day. */
function localDayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** "YYYY-MM-DD" is a calendar date (not UTC midnight); anything else goes through Date. */
function toLocalDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole local calendar days from today until the due date (negative when past). */
export function daysUntilDue(dueDate: string | Date, today: Date): number | null {
  const due = toLocalDate(dueDate);
  if (!due) return null;
  return localDayNumber(due) - localDayNumber(today);
}

export function getDueDateWarning(
  dueDate: string | Date | null,
  status: TaskStatus,
  today: Date,
): DueDateWarning | null {
  if (dueDate === null || !(DUE_DATE_WARNING_STATUSES as readonly TaskStatus[]).includes(status)) return null;
  const days = daysUntilDue(dueDate, today);
  if (days === null) return null;
  if (days < 0) return "PAST_DUE";
  if (days === 0) return "DUE_TODAY";
  return days <= DUE_SOON_DAYS ? "DUE_SOON" : null;
}
