/**
 * The two session-local tables every other step joins on: one row per scale client and per scale user, with the
 * names, e-mail addresses and dates the inserts copy. Numbers (n, u) are the keys; ids derive from them.
 */

import type { ScaleConnection } from "./batches";
import { pick, scaleId, spread } from "./scale-sql";
import { benAdminOf, type ScaleVolumes } from "./volumes";
import { BROKERAGES, COMPANY_SUFFIXES, FIRST_NAMES, INDUSTRY_WORDS, LAST_NAMES, PLACE_WORDS } from "./words";

/** Six years of clients, the newest last. */
export const HISTORY_DAYS = 2190;
const PHASES_SQL = `array['WELCOME','INFO_GATHERING','REVIEW_AND_VALIDATE','PLAN_APPROVAL','CONTRACTS_AND_BILLING','ONBOARDING_COMPLETE']`;

export async function stageClients(connection: ScaleConnection, v: ScaleVolumes): Promise<void> {
  const N = v.clients;
  await connection.query(`
    create temp table scale_clients on commit preserve rows as
    select n, ${scaleId("client", "n")} as id, name, slug, created_at,
      case when age_days > 365 and ${spread("n", 10, 4)} < 9 then 'ONBOARDING_COMPLETE'
        else (${PHASES_SQL})[1 + ${spread("n", 6, 5)}::int] end as phase,
      age_days > 200 and ${spread("n", 100, 6)} < 12 as is_archived,
      ${spread("n", 200, 7)} = 0 as is_deleted
    from (
      select n, age_days,
        case when ${spread("n", 4, 8)} = 0 then ${pick(LAST_NAMES, "n", 1)} || ' Family ' || industry
          else ${pick(PLACE_WORDS, "n", 2)} || ' ' || industry || ' ' || ${pick(COMPANY_SUFFIXES, "n", 3)} end as name,
        regexp_replace(lower(${pick(PLACE_WORDS, "n", 2)} || industry), '[^a-z]', '', 'g') as slug,
        now() - make_interval(days => age_days, hours => ${spread("n", 24, 1)}::int) as created_at
      from (
        select n, ((${N} - n)::bigint * ${HISTORY_DAYS} / ${N})::int as age_days, ${pick(INDUSTRY_WORDS, "n", 9)} as industry
        from generate_series(1, ${N}) as n
      ) numbered
    ) named`);
  await connection.query("alter table scale_clients add primary key (n)");
  await connection.query("analyze scale_clients");
}

export async function stageUsers(connection: ScaleConnection, v: ScaleVolumes): Promise<void> {
  const total = v.internalUsers + v.brokers + v.benAdmins;
  const firstBenAdmin = benAdminOf(v, "1");
  await connection.query(`
    create temp table scale_users on commit preserve rows as
    select u, ${scaleId("user", "u")} as id, first_name || ' ' || last_name as name,
      lower(regexp_replace(first_name || '.' || last_name, '[^A-Za-z.]', '', 'g') || '.' || u || '@' || domain) as email,
      role, company_name, client_number, created_at
    from (
      select u, ${pick(FIRST_NAMES, "u", 1)} as first_name, ${pick(LAST_NAMES, "u", 2)} as last_name,
        case when u <= ${v.internalUsers} then case when u % 10 = 1 then 'SLF_OWNER' else 'SLF_ADMIN' end
          when u < ${firstBenAdmin} then 'BROKER' else 'BEN_ADMIN' end as role,
        case when u <= ${v.internalUsers} then 'carrier.example.com'
          when u < ${firstBenAdmin} then regexp_replace(lower(brokerage), '[^a-z]', '', 'g') || '.example.com'
          else c.slug || '.example.com' end as domain,
        case when u <= ${v.internalUsers} then null when u < ${firstBenAdmin} then brokerage else c.name end
          as company_name,
        c.n as client_number,
        coalesce(c.created_at + interval '1 day',
          now() - make_interval(days => ${spread("u", HISTORY_DAYS, 3)}::int)) as created_at
      from (
        select u, ${pick(BROKERAGES, "u", 4)} as brokerage,
          case when u >= ${firstBenAdmin} then ((u - ${firstBenAdmin}) % ${v.clients}) + 1 end as client_number
        from generate_series(1, ${total}) as u
      ) numbered
      left join scale_clients c on c.n = numbered.client_number
    ) named`);
  await connection.query("alter table scale_users add primary key (u)");
  await connection.query("analyze scale_users");
}
