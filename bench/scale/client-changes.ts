/**
 * Deleting and archiving one client at scale: archive (PUT isArchived with its version) and delete (the product's
 * soft delete) through the app, and a hard DELETE of the row (what cascades and every foreign key check costs).
 */
import type { DbHandle } from "@onboard/server/src/db/client";
import { scaleId } from "@onboard/server/src/db/seed-scale/scale-sql";
import type { FastifyInstance } from "fastify";

export interface ClientChangeTimings {
  archive: number[];
  softDelete: number[];
  hardDelete: number[];
}

async function csrf(app: FastifyInstance, cookie: string): Promise<Record<string, string>> {
  const response = await app.inject({ method: "GET", url: "/api/csrf-token" });
  const csrfCookie = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { cookie: `${cookie}; ${csrfCookie}`, "x-csrf-token": response.json<{ token: string }>().token };
}

/** Scale clients in the staff's list (neither archived nor deleted), with e-mails, documents and audit events. */
async function scaleClients(handle: DbHandle, count: number): Promise<string[]> {
  const result = await handle.pool.query<{ id: string }>(
    `select c.id from generate_series(1, 1000) as n join clients c on c.id = ${scaleId("client", "n")}
     where not c.is_archived and c.deleted_at is null order by n limit ${count}`,
  );
  return result.rows.map((row) => row.id);
}

async function timedMs(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function timeClientChanges(
  app: FastifyInstance,
  handle: DbHandle,
  cookie: string,
  each: number,
): Promise<ClientChangeTimings> {
  const ids = await scaleClients(handle, each * 3);
  const headers = await csrf(app, cookie);
  const timings: ClientChangeTimings = { archive: [], softDelete: [], hardDelete: [] };
  for (const [index, id] of ids.entries()) {
    const url = `/api/clients/${id}`;
    if (index < each) {
      const { version } = (await app.inject({ method: "GET", url, headers: { cookie } })).json<{ version: number }>();
      timings.archive.push(
        await timedMs(async () => {
          const answer = await app.inject({ method: "PUT", url, headers, payload: { isArchived: true, version } });
          if (answer.statusCode !== 200) throw new Error(`archive answered ${answer.statusCode}: ${answer.body}`);
        }),
      );
    } else if (index < 2 * each) {
      timings.softDelete.push(
        await timedMs(async () => {
          const answer = await app.inject({ method: "DELETE", url, headers });
          if (answer.statusCode !== 204) throw new Error(`delete answered ${answer.statusCode}: ${answer.body}`);
        }),
      );
    } else {
      timings.hardDelete.push(
        await timedMs(async () => {
          await handle.pool.query("delete from clients where id = $1", [id]);
        }),
      );
    }
  }
  return timings;
}
