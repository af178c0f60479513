/**
 * A client's records for the query-plan test, on top of the clients and users fixtures: 40,000 e-mails over two years
 * (a few never sent, some with no client), 40,000 more audit entries, 20,000 document metadata rows (no stored bytes),
 * 15,000 explorer pages (nine in ten owned by carrier staff) with three plans each. The users fixture already links
 * each broker and ben admin to one or two clients. Each record picks its client (and a page its owner) with a skew, as
 * at a carrier, so that some clients and owners are busy: client n is about 1.4 times as busy as client 2n. Then
 * VACUUM ANALYZE.
 * The SQL follows the scale seed's (src/db/seed-scale), at a size that loads in a few seconds.
 */
import type pg from "pg";
import { SCALE_EMAIL_TEMPLATES } from "../../src/db/seed-scale/emails";
import { spread } from "../../src/db/seed-scale/scale-sql";

export const FIXTURE_EMAILS = 40_000;
export const FIXTURE_AUDIT_ENTRIES = 40_000;
export const FIXTURE_DOCUMENTS = 20_000;
export const FIXTURE_EXPLORER_PAGES = 15_000;
/** Plans on each explorer page: 45,000 plans, so that reading a page's plans must use its index. */
const PLANS_PER_PAGE = 3;

/** In the subject of a handful of e-mails (one in 8,000) and nowhere else: the search that finds a few. */
export const RARE_EMAIL_WORD = "quetzal";
/** In the subject of one e-mail in twenty (a client name's first word): the search that finds many. */
export const COMMON_EMAIL_WORD = "riverbend";

/**
 * The number (1 … `count`) of the record `g`'s client, owner or broker, skewed towards the first: number n is picked
 * with a probability of about 1 / (2 · sqrt(n · count)).
 */
const skewed = (g: string, count: string, salt: number) =>
  `(1 + floor(${count} * power(${spread(g, 1_000_000, salt)} / 1000000.0, 2)))::int`;

/** A time in the last two years, picked by `g`. */
const withinTwoYears = (g: string, salt: number) =>
  `now() - ${spread(g, 2 * 365 * 24 * 60, salt)} * interval '1 minute'`;

/** Clients and users numbered in id order, as the statements below pick them by number. */
const NUMBERED = `
  numbered_clients as (select id, name, row_number() over (order by id) as n from clients),
  client_count as (select count(*) as value from clients),
  numbered_users as (select id, row_number() over (order by id) as n from users),
  user_count as (select count(*) as value from users)`;

/** The scale seed's templates and subjects. */
const EMAIL_KINDS = SCALE_EMAIL_TEMPLATES;

const AUDIT_ACTIONS = [
  ["client.update", "Client"],
  ["task.update", "Task"],
  ["document.upload", "Document"],
  ["document.rename", "Document"],
  ["user.assign-client", "User"],
  ["email.resend", "Email"],
  ["policy.update", "Policy"],
  ["eif.sign", "Client"],
] as const;

const pickOf = (pairs: readonly (readonly [string, string])[], index: 0 | 1, g: string, salt: number) =>
  `(array[${pairs.map((pair) => `'${pair[index]}'`).join(",")}])[(1 + ${spread(g, pairs.length, salt)})::int]`;

export async function insertRecordsFixture(pool: pg.Pool): Promise<void> {
  await insertEmails(pool);
  await insertAuditEntries(pool);
  await insertDocuments(pool);
  await insertExplorerPages(pool);
  await insertBenefitPlans(pool);
  await pool.query("vacuum analyze emails, audit_log, documents, explorer_pages, benefit_plans");
}

async function insertEmails(pool: pg.Pool): Promise<void> {
  const status = `(case when ${spread("g", 100, 1)} < 90 then 'SENT' when ${spread("g", 100, 1)} < 94 then 'FAILED'
    when ${spread("g", 100, 1)} < 97 then 'RESENT' else 'QUEUED' end)`;
  await pool.query(`
    with ${NUMBERED},
    picked as (
      select g, ${withinTwoYears("g", 2)} as at, ${status} as status,
             (1 + ${spread("g", EMAIL_KINDS.length, 3)})::int as kind,
             case when g % 25 <> 0 then ${skewed("g", "(select value from client_count)", 4)} end as client_n,
             1 + ${spread("g", 1_000_000, 5)} % (select value from user_count) as user_n
      from generate_series(1, ${FIXTURE_EMAILS}) g
    )
    insert into emails (client_id, template, subject, html, text, from_address, to_addresses, cc_addresses, status,
                        language, attempts, sent_at, sent_by_user_id, created_at, updated_at)
    select c.id,
           (array[${EMAIL_KINDS.map((kind) => `'${kind[0]}'`).join(",")}])[kind],
           case when g % 8000 = 0 then 'Quetzal: ' else '' end
             || (array[${EMAIL_KINDS.map((kind) => `'${kind[1]}'`).join(",")}])[kind]
             || coalesce(' - ' || c.name, ''),
           '<p>Hello,</p><p>An update on your onboarding.</p>', 'Hello, an update on your onboarding.',
           'Sun Life Onboarding <onboarding@onboard.example>',
           array['user' || p.user_n || '@fixture.test'] || case when g % 7 = 0 then array['hr@example.com'] else '{}' end,
           case when g % 4 = 0 then array['ic' || (g % 40) || '@carrier.example.com'] else '{}' end,
           p.status::email_status,
           case when g % 20 = 0 then 'es' else 'en' end::language,
           case p.status when 'QUEUED' then 0 when 'SENT' then 1 else 2 end,
           case when p.status in ('SENT', 'RESENT') then p.at + interval '1 minute' end,
           case when kind = 2 then u.id end,
           p.at, p.at
    from picked p
    left join numbered_clients c on c.n = p.client_n
    join numbered_users u on u.n = p.user_n`);
}

async function insertAuditEntries(pool: pg.Pool): Promise<void> {
  await pool.query(`
    with ${NUMBERED},
    picked as (
      select g, ${withinTwoYears("g", 2)} as at,
             ${skewed("g", "(select value from client_count)", 4)} as client_n,
             1 + ${spread("g", 1_000_000, 5)} % (select value from user_count) as user_n
      from generate_series(1, ${FIXTURE_AUDIT_ENTRIES}) g
    )
    insert into audit_log (occurred_at, actor_user_id, action, entity, entity_id, client_id, ip, details, created_at,
                           updated_at)
    select p.at, case when g % 10 <> 0 then u.id end,
           ${pickOf(AUDIT_ACTIONS, 0, "g", 3)}, ${pickOf(AUDIT_ACTIONS, 1, "g", 3)},
           c.id::text, c.id, '203.0.113.' || (1 + g % 250),
           case when g % 3 = 0
                then jsonb_build_object('before', jsonb_build_object('employeesNumber', 5 + g % 400),
                                        'after', jsonb_build_object('employeesNumber', 6 + g % 400))
                else '{}'::jsonb end,
           p.at, p.at
    from picked p
    join numbered_clients c on c.n = p.client_n
    join numbered_users u on u.n = p.user_n`);
}

async function insertDocuments(pool: pg.Pool): Promise<void> {
  await pool.query(`
    with ${NUMBERED},
    picked as (
      select g, ${withinTwoYears("g", 2)} as at,
             ${skewed("g", "(select value from client_count)", 4)} as client_n,
             1 + ${spread("g", 1_000_000, 5)} % (select value from user_count) as user_n,
             (enum_range(null::document_category))[(1 + ${spread("g", 1000, 3)}
               % cardinality(enum_range(null::document_category)))::int] as category
      from generate_series(1, ${FIXTURE_DOCUMENTS}) g
    )
    insert into documents (client_id, category, process_status, name, mime_type, size_bytes, sha256, storage_key,
                           language, updated_by_user_id, created_at, updated_at, deleted_at)
    select c.id, p.category, 'COMPLETED',
           initcap(replace(p.category::text, '-', ' ')) || ' ' || to_char(p.at, 'YYYY-MM') || ' ' || g || '.pdf',
           'application/pdf', 20000 + ${spread("g", 5_000_000, 6)}, md5('a' || g) || md5('b' || g),
           'fixture/documents/' || g,
           case when g % 10 = 0 then 'es' else 'en' end::language,
           u.id, p.at, p.at, case when g % 40 = 0 then p.at + interval '7 days' end
    from picked p
    join numbered_clients c on c.n = p.client_n
    join numbered_users u on u.n = p.user_n`);
}

async function insertExplorerPages(pool: pg.Pool): Promise<void> {
  await pool.query(`
    with ${NUMBERED},
    staff as (
      select id, row_number() over (order by id) as n from users
      where role in ('SLF_ADMIN', 'SLF_OWNER') and deleted_at is null
    ),
    staff_count as (select count(*) as value from staff),
    picked as (
      select g, date_trunc('month', ${withinTwoYears("g", 2)}) as starts,
             ${skewed("g", "(select value from client_count)", 4)} as client_n,
             case when g % 10 <> 0 then ${skewed("g", "(select value from staff_count)", 5)} end as owner_n
      from generate_series(1, ${FIXTURE_EXPLORER_PAGES}) g
    )
    insert into explorer_pages (client_id, client_name, name, starts_at, expires_at, plan_year, open_enrollment_start,
                                open_enrollment_end, employer_state, page_owner_user_id, employee_count, is_live,
                                created_at, updated_at, deleted_at)
    select c.id, c.name, c.name || ' Benefits ' || extract(year from p.starts)::int || ' #' || g,
           p.starts, p.starts + interval '1 year', extract(year from p.starts)::int::text,
           (p.starts - interval '30 days')::date, (p.starts - interval '16 days')::date,
           (enum_range(null::us_state))[1 + g % cardinality(enum_range(null::us_state))],
           s.id, 5 + g % 4000, p.starts <= now() and p.starts + interval '1 year' > now(),
           p.starts - interval '40 days', p.starts - interval '40 days',
           case when g % 30 = 0 then p.starts end
    from picked p
    join numbered_clients c on c.n = p.client_n
    left join staff s on s.n = p.owner_n`);
}

async function insertBenefitPlans(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into benefit_plans (explorer_page_id, "order", benefit_type, plan_type, plan_name)
    select p.id, k, 'DENTAL', (array['PPO', 'DHMO', 'INDEMNITY']::plan_type[])[1 + k], 'Dental plan ' || (k + 1)
    from explorer_pages p
    cross join generate_series(0, ${PLANS_PER_PAGE - 1}) as k`);
}
