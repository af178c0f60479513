/** Scale users (carrier staff, brokers, ben admins) and their client links: brokers three clients, ben admins one. */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { scaleId, spread } from "./scale-sql";
import type { ScaleVolumes } from "./volumes";

/** The identity subject of every scale user starts with this: how --reset finds them. */
export const SCALE_SUBJECT_PREFIX = "scale-";
const BATCH = 50_000;

export async function insertUsers(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const total = v.internalUsers + v.brokers + v.benAdmins;
  const isActivated = `${spread("u", 10, 5)} < 8`;
  return insertInBatches(
    connection,
    "users",
    total,
    BATCH,
    `insert into users (id, user_id, name, email, phone_number, role, company_name, password_set_at,
       welcome_email_sent_at, terms_of_use_at, first_login_at, last_login_at, new_document_notice,
       created_at, updated_at)
     select id, '${SCALE_SUBJECT_PREFIX}' || u, name, email,
       '+1' || (2015550000 + ${spread("u", 9999, 6)})::text, role::carrier_role, company_name,
       case when ${isActivated} then created_at + interval '1 day' end,
       created_at + interval '10 minutes',
       case when ${isActivated} then created_at + interval '1 day' end,
       case when ${isActivated} then created_at + interval '1 day' end,
       case when ${isActivated} then greatest(created_at + interval '1 day',
         now() - make_interval(mins => ${spread("u", 180 * 24 * 60, 7)}::int)) end,
       case when role = 'BEN_ADMIN' then 'NEW_AND_SEEN'::new_document_notice_status end,
       created_at, created_at
     from scale_users where u between $1 and $2`,
  );
}

export async function insertUserClients(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  const firstBroker = v.internalUsers + 1;
  const total = v.brokers + v.benAdmins;
  // Link k (0, 1, 2) of broker b goes to client ((3b + k) mod clients) + 1; a ben admin's to its own client.
  return insertInBatches(
    connection,
    "user_clients",
    total,
    BATCH,
    `insert into user_clients (user_id, client_id, completed_setup_at, new_document_notice, created_at, updated_at)
     select su.id, ${scaleId("client", "target.n")},
       case when ${spread("su.u", 5, 1)} > 0 then c.created_at + interval '3 days' end,
       case when su.role = 'BEN_ADMIN' then 'OLD'::new_document_notice_status end,
       c.created_at + interval '1 day', c.created_at + interval '1 day'
     from scale_users su
     cross join lateral (
       select coalesce(su.client_number, (((su.u - ${firstBroker}) * 3 + k) % ${v.clients}) + 1) as n
       from generate_series(0, case when su.role = 'BROKER' then 2 else 0 end) as k
     ) target
     join scale_clients c on c.n = target.n
     where su.u between $1 + ${v.internalUsers} and $2 + ${v.internalUsers}`,
  );
}
