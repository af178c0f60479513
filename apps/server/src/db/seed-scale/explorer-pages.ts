/**
 * Benefits-explorer sites: one per client of every other client, each with an owner among the carrier staff, and
 * PLANS_PER_PAGE dental plans on each.
 */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { pick, scaleId, spread } from "./scale-sql";
import { PLANS_PER_PAGE, type ScaleVolumes } from "./volumes";
import { US_STATES } from "./words";

const BATCH = 25_000;

export async function insertExplorerPages(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  return insertInBatches(
    connection,
    "explorer_pages",
    v.explorerPages,
    BATCH,
    `insert into explorer_pages (id, client_id, client_name, name, starts_at, expires_at, plan_year,
       open_enrollment_start, open_enrollment_end, employer_state, page_owner_user_id, employee_count, is_live,
       created_at, updated_at, deleted_at)
     select ${scaleId("explorer-page", "p")}, c.id, c.name,
       c.name || ' Benefits ' || extract(year from starts)::int, starts, starts + interval '1 year',
       extract(year from starts)::int::text, (starts - interval '30 days')::date, (starts - interval '16 days')::date,
       ${pick(US_STATES, "p", 1)}::us_state, ${scaleId("user", `1 + ${spread("p", v.internalUsers, 2)}`)},
       5 + ${spread("p", 4000, 3)}, starts <= now() and starts + interval '1 year' > now(),
       c.created_at + interval '20 days', c.created_at + interval '20 days',
       case when c.is_deleted then c.created_at + interval '90 days' end
     from (select p, 2 * p - 1 as n from generate_series($1::int, $2::int) as p) numbered
     join scale_clients c on c.n = numbered.n
     cross join lateral (select date_trunc('month', c.created_at + interval '60 days') as starts) dated`,
  );
}

const DENTAL_PLAN_TYPES = ["PPO", "DHMO", "ASO_PPO", "INDEMNITY"];

export async function insertBenefitPlans(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const planType = `(array[${DENTAL_PLAN_TYPES.map((type) => `'${type}'`).join(",")}])[1 + k % ${DENTAL_PLAN_TYPES.length}]`;
  return insertInBatches(
    connection,
    "benefit_plans",
    v.explorerPages,
    BATCH,
    `insert into benefit_plans (explorer_page_id, "order", benefit_type, plan_type, plan_name, created_at, updated_at)
     select ${scaleId("explorer-page", "p")}, k, 'DENTAL', ${planType}::plan_type,
       'Dental ' || replace(${planType}, '_', ' ') || ' ' || (k + 1), now(), now()
     from generate_series($1::int, $2::int) as p
     cross join generate_series(0, ${PLANS_PER_PAGE - 1}) as k`,
  );
}
