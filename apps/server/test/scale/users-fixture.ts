/**
 * Users for the query-plan test, on top of the clients fixture: 30,000 users (1% carrier staff, a third brokers, the
 * rest ben admins; a few deleted, most signed in at some point), each broker or ben admin linked to one or two
 * clients, then VACUUM ANALYZE.
 */
import type pg from "pg";

export const FIXTURE_USERS = 30_000;

export async function insertUsersFixture(pool: pg.Pool, count: number = FIXTURE_USERS): Promise<void> {
  await pool.query(`
    insert into users (user_id, name, email, role, company_name, last_login_at, deleted_at, created_at)
    select 'fixture-' || g,
           (array['Ava','Ben','Carla','Diego','Elena','Farid','Grace','Hugo','Ines','Jonas','Kira','Luis','Maya',
                  'Noah','Olga','Pablo','Quinn','Rosa','Sam','Tara'])[1 + g % 20]
           || ' ' || (array['Garcia','Smith','Nguyen','Kowalski','Okafor','Rossi','Tanaka','Muller','Silva','Novak',
                  'Haddad','Larsen','Moreau','Patel','Dubois'])[1 + (g / 20) % 15],
           'user' || g || '@fixture.test',
           (case when g % 100 = 0 then 'SLF_ADMIN' when g % 100 = 50 then 'SLF_OWNER'
                 when g % 3 = 0 then 'BROKER' else 'BEN_ADMIN' end)::carrier_role,
           case when g % 100 not in (0, 50) then 'Company ' || (g % 2000) end,
           case when g % 5 <> 0 then now() - g * interval '1 minute' end,
           case when g % 89 = 0 then now() end,
           now() - g * interval '2 minutes'
    from generate_series(1, ${count}) g`);
  await pool.query(`
    insert into user_clients (user_id, client_id)
    select u.id, c.id
    from (select id, row_number() over (order by id) as n from users where role in ('BROKER', 'BEN_ADMIN')) u
    cross join lateral generate_series(0, (u.n % 2)::int) k
    join (select id, row_number() over (order by id) as n from clients) c
      on c.n = 1 + (u.n * 7 + k * 3001) % (select count(*) from clients)
    on conflict do nothing`);
  await pool.query("vacuum analyze users, user_clients");
}
