/**
 * `--reset`: deletes what an earlier scale seed added, and only that: rows of the scale clients (and, through their
 * cascades, their policies, tasks, documents, links and pages), their e-mails and audit events, and the scale users.
 * Scale ids derive from row numbers, so the scale clients are found by number, up to the table's row count (and a
 * margin).
 */
import { type ScaleConnection, type TableTiming, timed } from "./batches";
import { scaleId } from "./scale-sql";
import { SCALE_SUBJECT_PREFIX } from "./users";

const BATCH = 5_000;
const HAND_DELETED_MARGIN = 10_000;

export async function hasScaleRows(connection: ScaleConnection): Promise<boolean> {
  const result = await connection.query(
    `select exists (select 1 from clients where id = ${scaleId("client", "1")})
       or exists (select 1 from users where user_id = '${SCALE_SUBJECT_PREFIX}1') as found`,
  );
  return result.rows[0]?.found === true;
}

export async function resetScaleRows(connection: ScaleConnection): Promise<TableTiming> {
  return timed("(reset: rows deleted)", async () => {
    const counted = await connection.query("select count(*)::int as n from clients");
    // Margin for scale clients deleted by hand since (their numbers may run past the row count).
    const upTo = Number(counted.rows[0]?.n ?? 0) + HAND_DELETED_MARGIN;
    let deleted = 0;
    for (let low = 1; low <= upTo; low += BATCH) {
      const ids = `(select ${scaleId("client", "n")} from generate_series($1::int, $2::int) as n)`;
      const range = [low, Math.min(upTo, low + BATCH - 1)];
      deleted += (await connection.query(`delete from emails where client_id in ${ids}`, range)).rowCount ?? 0;
      deleted += (await connection.query(`delete from audit_log where client_id in ${ids}`, range)).rowCount ?? 0;
      deleted += (await connection.query(`delete from clients where id in ${ids}`, range)).rowCount ?? 0;
    }
    const users = await connection.query(`delete from users where user_id like '${SCALE_SUBJECT_PREFIX}%'`);
    return deleted + (users.rowCount ?? 0);
  });
}
