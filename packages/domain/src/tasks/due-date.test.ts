import { describe, expect, it } from "vitest";
import {
  DUE_DATE_WARNING_I18N_KEYS,
  DUE_DATE_WARNING_LABELS,
  DUE_DATE_WARNING_STATUSES,
  DUE_DATE_WARNINGS,
  daysUntilDue,
  getDueDateWarning,
} from "./due-date";
import { TASK_STATUSES, type TaskStatus } from "./task-ids";

// Late in the local day, so a UTC-based comparison would be off by one in many time zones.
const today = new Date(2024, 4, 10, 23, 30);

function inDays(days: number): Date {
  return new Date(2024, 4, 10 + days, 8, 0);
}

/** The same day as a "YYYY-MM-DD" calendar date, the API's form. */
function isoInDays(days: number): string {
  return `2024-05-${String(10 + days).padStart(2, "0")}`;
}

describe("getDueDateWarning", () => {
  it("says Due today on the due date, whatever the time of day", () => {
    expect(getDueDateWarning(inDays(0), "NOT_STARTED", today)).toBe("DUE_TODAY");
    expect(getDueDateWarning("2024-05-10", "IN_PROGRESS", today)).toBe("DUE_TODAY");
    expect(getDueDateWarning(new Date(2024, 4, 10, 0, 0), "NIGO", new Date(2024, 4, 10, 0, 0))).toBe("DUE_TODAY");
  });

  it("says Due Soon from 1 to 5 days away and nothing at 6", () => {
    expect(getDueDateWarning(inDays(1), "UPCOMING", today)).toBe("DUE_SOON");
    expect(getDueDateWarning(inDays(5), "UPCOMING", today)).toBe("DUE_SOON");
    expect(getDueDateWarning("2024-05-15", "UPCOMING", today)).toBe("DUE_SOON");
    expect(getDueDateWarning(inDays(6), "UPCOMING", today)).toBeNull();
    expect(getDueDateWarning("2024-05-16", "UPCOMING", today)).toBeNull();
  });

  it("says Past Due from the day after the due date", () => {
    expect(getDueDateWarning(inDays(-1), "NOT_STARTED", today)).toBe("PAST_DUE");
    expect(getDueDateWarning("2023-01-01", "NOT_STARTED", today)).toBe("PAST_DUE");
  });

  it("counts calendar days across month ends", () => {
    expect(daysUntilDue("2024-06-01", new Date(2024, 4, 31, 23, 59))).toBe(1);
    expect(daysUntilDue("2024-03-01", new Date(2024, 1, 28))).toBe(2);
  });

  it("warns only for Not Started, In Progress, NIGO and Upcoming", () => {
    const warned: TaskStatus[] = ["NOT_STARTED", "IN_PROGRESS", "NIGO", "UPCOMING"];
    for (const status of TASK_STATUSES) {
      const expected = warned.includes(status) ? "PAST_DUE" : null;
      expect(getDueDateWarning(inDays(-3), status, today)).toBe(expected);
    }
  });

  it.each(TASK_STATUSES)("at 0, 5 and 6 days away gives %s its warning, or none", (status) => {
    const warned = (DUE_DATE_WARNING_STATUSES as readonly TaskStatus[]).includes(status);
    expect(getDueDateWarning(inDays(0), status, today)).toBe(warned ? "DUE_TODAY" : null);
    expect(getDueDateWarning(inDays(5), status, today)).toBe(warned ? "DUE_SOON" : null);
    expect(getDueDateWarning(inDays(6), status, today)).toBeNull();
    expect(getDueDateWarning(isoInDays(0), status, today)).toBe(warned ? "DUE_TODAY" : null);
    expect(getDueDateWarning(isoInDays(5), status, today)).toBe(warned ? "DUE_SOON" : null);
    expect(getDueDateWarning(isoInDays(6), status, today)).toBeNull();
  });

  it("gives nothing without a valid due date", () => {
    expect(getDueDateWarning(null, "NOT_STARTED", today)).toBeNull();
    expect(getDueDateWarning("not a date", "NOT_STARTED", today)).toBeNull();
    expect(getDueDateWarning(new Date(Number.NaN), "NOT_STARTED", today)).toBeNull();
  });

  it("has the spec's labels and a key per warning", () => {
    expect(DUE_DATE_WARNING_LABELS).toEqual({ DUE_TODAY: "Due today", PAST_DUE: "Past Due", DUE_SOON: "Due Soon" });
    for (const warning of DUE_DATE_WARNINGS)
      expect(DUE_DATE_WARNING_I18N_KEYS[warning]).toBe(`tasks:dueDate.${warning}`);
  });
});
