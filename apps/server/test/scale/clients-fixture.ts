/**
 * A mid-size client base for the query-plan test: 20,000 clients (a few archived or deleted, a third with a ticket),
 * 1.5 open or resolved errors and 2 audit entries per client, then VACUUM ANALYZE so that the planner sees
 * the volumes and the visibility map lets it scan indexes only.
 */
import type pg from "pg";

export const FIXTURE_CLIENTS = 20_000;

export async function insertClientsFixture(pool: pg.Pool, count: number = FIXTURE_CLIENTS): Promise<void> {
  await pool.query(`
    insert into clients (name, case_id, ticket_id, phase_id, release_status, is_archived, deleted_at, updated_at)
    select (array['Acme','Blue Ridge','Cedar','Delta','Evergreen','Falcon','Granite','Harbor','Iris','Juniper',
                  'Keystone','Lakeside','Maple','Northwind','Oakmont','Pinnacle','Quarry','Riverbend','Summit',
                  'Tidewater'])[1 + g % 20]
           || ' ' || (array['Bakery','Brewing','Logistics','Dental','Foods','Motors','Partners','Health','Farms',
                  'Builders','Software','Hotels','Clinic','Freight','Outfitters'])[1 + (g / 20) % 15]
           || ' ' || g,
           'CASE-' || lpad(g::text, 6, '0'),
           case when g % 3 = 0 then 'ONB-' || g end,
           (enum_range(null::phase))[1 + g % cardinality(enum_range(null::phase))],
           (enum_range(null::release_status))[1 + g % cardinality(enum_range(null::release_status))],
           g % 50 = 0,
           case when g % 97 = 0 then now() end,
           now() - g * interval '1 minute'
    from generate_series(1, ${count}) g`);
  await pool.query(`
    insert into client_errors (client_id, type, resolved_at)
    select c.id,
           (enum_range(null::client_error_type))[1 + e.n % cardinality(enum_range(null::client_error_type))],
           case when e.n % 3 <> 0 then now() end
    from (select id, row_number() over (order by id) as n from clients) c
    cross join lateral generate_series(c.n, c.n + 1) e(n)
    where c.n % 4 <> 0`);
  await pool.query(`
    insert into audit_log (action, entity, entity_id, client_id)
    select 'client.update', 'Client', id::text, id from clients cross join generate_series(1, 2)`);
  await pool.query("vacuum analyze clients, client_errors, audit_log");
}
