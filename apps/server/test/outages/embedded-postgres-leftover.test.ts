/**
 * The embedded PostgreSQL after a crash (issue 12): a server left running on the data directory by a process that
 * died is found and stopped at the next start, and a start that fails says why in sentences (never `undefined`).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedPostgresStartError, startEmbeddedPostgres } from "../../src/db/embedded-postgres";
import { isRunningPostgres, readPostmasterPid } from "../../src/db/leftover-postmaster";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "onboard-leftover-pg-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

describe("a PostgreSQL server left running on the data directory", () => {
  it("is stopped by the next start, which then serves the same data", async () => {
    const dataDir = path.join(root, "orphan");
    const notices: string[] = [];
    // The first owner is never stopped: as after kill -9 of the server, its Postgres keeps the directory.
    const abandoned = await startEmbeddedPostgres({ dataDir, persistent: true });
    await abandoned.createDatabase("kept");
    const leftover = await readPostmasterPid(dataDir);
    expect(leftover?.port).toBe(abandoned.port);
    expect(await isRunningPostgres(leftover?.pid ?? 0)).toBe(true);

    const next = await startEmbeddedPostgres({ dataDir, persistent: true, onNotice: (line) => notices.push(line) });
    try {
      expect(notices).toContain(
        `Stopped a PostgreSQL server (process ${leftover?.pid}) that an earlier run left running on ${dataDir}.`,
      );
      expect(await isRunningPostgres(leftover?.pid ?? 0)).toBe(false);
      expect(await selectOne(next.urlFor("kept"))).toBe(1);
    } finally {
      await next.stop();
    }
  });

  it("is not confused by a stale pid file whose process is gone", async () => {
    const dataDir = path.join(root, "stale");
    const first = await startEmbeddedPostgres({ dataDir, persistent: true });
    await first.stop();
    // A pid that no Postgres has: the file is left as a crash leaves it.
    await writeFile(path.join(dataDir, "postmaster.pid"), `999999\n${dataDir}\n0\n${first.port}\n`);
    const next = await startEmbeddedPostgres({ dataDir, persistent: true });
    try {
      expect(await selectOne(next.urlFor("postgres"))).toBe(1);
    } finally {
      await next.stop();
    }
  });

  it("explains a start that fails with PostgreSQL's own words and what to do", async () => {
    const dataDir = path.join(root, "broken");
    const first = await startEmbeddedPostgres({ dataDir, persistent: true });
    await first.stop();
    await writeFile(path.join(dataDir, "PG_VERSION"), "7\n");
    const failure = await startEmbeddedPostgres({ dataDir, persistent: true }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EmbeddedPostgresStartError);
    const message = (failure as Error).message;
    expect(message).toMatch(new RegExp(`^The embedded PostgreSQL server could not start on ${dataDir}`));
    expect(message).toContain("PostgreSQL said:");
    expect(message).toMatch(/incompatible|version/i);
    expect(message).toContain("or set DATA_DIR to an empty directory to start with a new database");
    expect(message).not.toContain("undefined");
  });
});
