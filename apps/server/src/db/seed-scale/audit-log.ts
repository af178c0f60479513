/** Years of audit events per client: staff and ben admins updating clients, tasks, documents, users and pages. */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { policyIdOf } from "./clients";
import { scaleId, spread } from "./scale-sql";
import { benAdminOf, type ScaleVolumes } from "./volumes";

const BATCH = 100_000;

/** Action and entity; the entity id is derived below from the kind. */
const ACTIONS = [
  ["client.update", "client"],
  ["task.update", "task"],
  ["document.upload", "document"],
  ["document.rename", "document"],
  ["user.assign-client", "user"],
  ["email.resend", "email"],
  ["policy.update", "policy"],
  ["eif.sign", "client"],
] as const;

const column = (index: 0 | 1) => `(array[${ACTIONS.map((a) => `'${a[index]}'`).join(",")}])[kind]`;

export async function insertAuditLog(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const staffActor = scaleId("user", `1 + ${spread("a", v.internalUsers, 1)}`);
  const benAdmin = scaleId("user", benAdminOf(v, "c.n"));
  return insertInBatches(
    connection,
    "audit_log",
    v.auditEvents,
    BATCH,
    `insert into audit_log (id, occurred_at, actor_user_id, action, entity, entity_id, client_id, ip, details,
       created_at, updated_at)
     select ${scaleId("audit", "a")}, at,
       case when kind in (3, 8) then ${benAdmin} else ${staffActor} end,
       ${column(0)}, ${column(1)},
       (case kind when 1 then c.id when 8 then c.id when 3 then ${scaleId("document", "c.n")}
         when 4 then ${scaleId("document", "c.n")} when 5 then ${benAdmin} when 6 then ${scaleId("email", "c.n")}
         when 7 then ${policyIdOf("c.n", "0")} else ${scaleId("task", "a")} end)::text,
       c.id, '203.0.113.' || (1 + ${spread("a", 250, 2)}),
       case kind when 1 then jsonb_build_object(
           'before', jsonb_build_object('employeesNumber', 5 + ${spread("a", 4000, 3)}),
           'after', jsonb_build_object('employeesNumber', 5 + ${spread("a", 4000, 4)}))
         when 2 then jsonb_build_object('before', jsonb_build_object('status', 'NOT_STARTED'),
           'after', jsonb_build_object('status', 'DONE'))
         else '{}'::jsonb end,
       at, at
     from (
       select a, ((a - 1) % ${v.clients}) + 1 as n, (1 + ${spread("a", ACTIONS.length, 5)})::int as kind
       from generate_series($1::int, $2::int) as a
     ) numbered
     join scale_clients c on c.n = numbered.n
     cross join lateral (select c.created_at + (now() - c.created_at) * (${spread("a", 10000, 6)} / 10000.0) as at) dated`,
  );
}
