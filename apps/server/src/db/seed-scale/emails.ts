/**
 * The outbox of years: welcome, activation, reminder and notice e-mails to each client's ben admin. Appended in the
 * order they were sent, as a real outbox grows (the newest e-mails share the table's last pages): the nth of E e-mails
 * is sent at n/E of the years since the first client, to one of the clients created a day before or earlier (a
 * client's creation date is rounded to the day), so older clients have more e-mails. No two e-mails share a sending
 * time.
 */
import { insertInBatches, type ScaleConnection, type TableTiming } from "./batches";
import { scaleId, spread } from "./scale-sql";
import { HISTORY_DAYS } from "./staging";
import { benAdminOf, type ScaleVolumes } from "./volumes";

const BATCH = 100_000;
const FROM = "Sun Life Onboarding <onboarding@onboard.example>";

/** Template and subject (the client's name is appended to the subject). */
export const SCALE_EMAIL_TEMPLATES = [
  ["welcome", "Welcome to Sun Life Onboard"],
  ["activation", "Activate your Sun Life Onboard account"],
  ["task-reminder", "Reminder: onboarding tasks due this week"],
  ["task-reminder", "Your enrollment census is due"],
  ["new-document", "New documents are ready to review"],
  ["eif-signed", "Your Employer Information Form was signed"],
  ["phase-change", "Your onboarding moved to the next phase"],
  ["explorer-plan", "Your benefits explorer site is ready"],
] as const;

const column = (index: 0 | 1) => `(array[${SCALE_EMAIL_TEMPLATES.map((t) => `'${t[index]}'`).join(",")}])[kind]`;

export async function insertEmails(connection: ScaleConnection, v: ScaleVolumes): Promise<TableTiming> {
  /** How many e-mails are sent in a day. */
  const aDay = Math.ceil(v.emails / HISTORY_DAYS);
  /** The outbox's years: from a day after the first client was created (its age, rounded to the day) until now. */
  const spanDays = ((v.clients - 1) * HISTORY_DAYS) / v.clients - 1;
  const status = `(case when ${spread("e", 100, 1)} < 94 then 'SENT' when ${spread("e", 100, 1)} < 97 then 'FAILED'
    when ${spread("e", 100, 1)} < 99 then 'RESENT' else 'QUEUED' end)`;
  return insertInBatches(
    connection,
    "emails",
    v.emails,
    BATCH,
    `insert into emails (id, client_id, template, subject, html, text, from_address, to_addresses, cc_addresses,
       status, language, attempts, sent_at, sent_by_user_id, created_at, updated_at)
     select ${scaleId("email", "e")}, c.id, ${column(0)}, ${column(1)} || ' - ' || c.name,
       '<p>Hello ' || a.name || ',</p><p>' || ${column(1)} || ' for ' || c.name || '.</p>',
       'Hello ' || a.name || E',\\n\\n' || ${column(1)} || ' for ' || c.name || '.',
       '${FROM}', array[a.email],
       case when ${spread("e", 4, 2)} = 0 then array['ic' || (c.n % 40) || '@carrier.example.com'] else '{}' end,
       ${status}::email_status, case when ${spread("e", 20, 3)} = 0 then 'es' else 'en' end::language,
       case when ${status} = 'QUEUED' then 0 when ${status} = 'SENT' then 1 else 2 end,
       case when ${status} in ('SENT', 'RESENT') then at + interval '1 minute' end,
       case when kind = 2 then ${scaleId("user", `1 + ${spread("e", v.internalUsers, 4)}`)} end,
       at, at
     from (
       select e, 1 + ${spread("e", `greatest(1, ${v.clients}::bigint * (e - ${aDay}) / ${v.emails})`, 6)} as n,
         (1 + ${spread("e", SCALE_EMAIL_TEMPLATES.length, 5)})::int as kind,
         now() - make_interval(secs => ${spanDays} * 86400.0 * (${v.emails} - e) / ${v.emails}) as sent_at
       from generate_series($1::int, $2::int) as e
     ) numbered
     join scale_clients c on c.n = numbered.n
     join scale_users a on a.u = ${benAdminOf(v, "numbered.n")}
     cross join lateral (select greatest(numbered.sent_at, c.created_at) as at) dated
     order by e`,
  );
}
