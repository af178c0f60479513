/** Every scale client's eight client tasks, and two policy tasks per policy, with due dates and statuses by phase. */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { policyIdOf } from "./clients";
import { spread } from "./scale-sql";
import type { ScaleVolumes } from "./volumes";

const BATCH = 10_000;
const OPEN_STATUSES = "array['NOT_STARTED','IN_PROGRESS','DONE','NIGO','UPCOMING','NEEDS_REVIEW']";

/** DONE once the client is complete; otherwise a status that varies with the client and the task. */
const statusOf = (seed: string) =>
  `(case when c.phase = 'ONBOARDING_COMPLETE' then 'DONE'
     else (${OPEN_STATUSES})[1 + ${spread(seed, 6, 1)}::int] end)::task_status`;

export async function insertTasks(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  return insertInBatches(
    connection,
    "tasks",
    v.clients,
    BATCH,
    `insert into tasks (client_id, task_id, status, due_date, status_updated_at, created_at, updated_at)
     select c.id, t.task_id, ${statusOf("c.n * 10 + t.ord")}, (c.created_at + make_interval(days => 14 * t.ord::int))::date,
       c.created_at + make_interval(days => 7 * t.ord::int), c.created_at, c.created_at
     from scale_clients c cross join unnest(enum_range(null::client_task_id)) with ordinality as t(task_id, ord)
     where c.n between $1 and $2`,
  );
}

export async function insertPolicyTasks(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  return insertInBatches(
    connection,
    "policy_tasks",
    v.clients,
    BATCH,
    `insert into policy_tasks (client_id, policy_id, task_id, status, due_date, status_updated_at, created_at, updated_at)
     select c.id, ${policyIdOf("c.n", "k")}, t.task_id, ${statusOf("c.n * 10 + k * 3 + t.ord")},
       (c.created_at + make_interval(days => 21 * t.ord::int))::date,
       c.created_at + make_interval(days => 10 * t.ord::int), c.created_at, c.created_at
     from scale_clients c cross join generate_series(0, 1) as k
     cross join unnest(array['prior-carrier-bills','enrollment-elections']::policy_task_id[]) with ordinality as t(task_id, ord)
     where c.n between $1 and $2 and (k = 0 or c.n % 2 = 0)`,
  );
}
