/**
 * kill -9 of the server in the middle of uploads, then a start on the same data directory (issue 12), as a user
 * who runs `npm start` again would: the embedded PostgreSQL the dead server left running is taken care of, the
 * server answers, and every stored document reaches its final state within 30 s, each processed once; the upload
 * cut by the kill leaves no row, no object and no temporary file.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../src/db/client";
import { findFreePort } from "../../src/db/embedded-postgres";
import { isRunningPostgres, readPostmasterPid, stopLeftoverPostmaster } from "../../src/db/leftover-postmaster";
import { documents } from "../../src/db/schema/index";
import { ABANDONED_WRITE_AGE_MS } from "../../src/integrations/storage/file-storage";
import { LocalDiskStorage } from "../../src/integrations/storage/local-disk-storage";
import { startRawUpload } from "../../src/modules/uploads/raw-upload-client";
import { waitFor } from "../../src/modules/uploads/upload-test-app";
import { buildClient } from "../factories/index";
import { createSessionFor } from "../sessions";
import { embeddedDatabaseUrl, type ServerProcess, startServerProcess } from "./server-process";

const MiB = 1024 * 1024;
const FINAL_WITHIN_MS = 30_000;

let dataDir: string;
let port: number;
let server: ServerProcess | null = null;
let handle: DbHandle | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-sigkill-"));
  port = await findFreePort();
});

afterAll(async () => {
  await handle?.close();
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server?.child.once("exit", resolve));
  }
  await stopLeftoverPostmaster(path.join(dataDir, "postgres")).catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

function pdf(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20 + (seed % 90));
  bytes.write("%PDF-1.7\n", 0, "latin1");
  bytes.write("\n%%EOF\n", size - 7, "latin1");
  return bytes;
}

/** A signed-in admin's cookie and CSRF header, for uploads over HTTP. */
async function staffHeaders(origin: string, db: DbHandle["db"]): Promise<Record<string, string>> {
  const session = await createSessionFor(db, { role: "SLF_ADMIN" });
  const answer = await fetch(`${origin}/api/csrf-token`, { headers: { cookie: session.cookie } });
  const csrfCookies = answer.headers.getSetCookie().map((line) => line.split(";")[0]);
  const { token } = (await answer.json()) as { token: string };
  return { cookie: [session.cookie, ...csrfCookies].join("; "), "x-csrf-token": token };
}

async function upload(origin: string, headers: Record<string, string>, clientId: string, file: Buffer, name: string) {
  const raw = startRawUpload({
    url: `${origin}/api/clients/${clientId}/documents`,
    headers,
    fields: { category: "other" },
    filename: name,
    fileBytes: file.length,
  });
  await raw.send(file);
  return raw.finish();
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the server killed with SIGKILL during uploads", () => {
  it("starts again on the same data directory and brings every document to its final state, once", {
    timeout: 240_000,
  }, async () => {
    server = await startServerProcess({ dataDir, port });
    handle = createDb(await embeddedDatabaseUrl(dataDir), { max: 2 });
    const client = await buildClient(handle.db);
    const headers = await staffHeaders(server.origin, handle.db);

    // Cut by the kill: half of its bytes sent.
    const cut = startRawUpload({
      url: `${server.origin}/api/clients/${client.id}/documents`,
      headers,
      fields: { category: "other" },
      filename: "cut.pdf",
      fileBytes: 8 * MiB,
    });
    await cut.send(pdf(8 * MiB, 9).subarray(0, 4 * MiB));
    // Stored just before the kill: their processing jobs are queued or running when it comes.
    const names = [0, 1, 2, 3, 4, 5].map((i) => `stored-${i}.pdf`);
    const stored = await Promise.all(
      names.map((name, i) => upload(server?.origin ?? "", headers, client.id, pdf(3 * MiB, i), name)),
    );
    for (const answer of stored) expect(answer.statusCode, answer.body).toBe(201);

    const postgres = await readPostmasterPid(path.join(dataDir, "postgres"));
    await server.kill();
    const firstOutput = server.output();
    server = null;
    cut.abort();
    const unfinished = await handle.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.processStatus, "PROCESSING"))
      .catch(() => []);
    await handle.close();
    handle = null;
    console.info(`${unfinished.length} of ${names.length} documents were still PROCESSING when the server was killed`);
    // As the issue found it: the dead server's PostgreSQL is still running on the directory.
    expect(await isRunningPostgres(postgres?.pid ?? 0)).toBe(true);

    server = await startServerProcess({ dataDir, port });
    const answeredAt = Date.now();
    expect(server.output()).toContain(`Stopped a PostgreSQL server (process ${postgres?.pid})`);
    handle = createDb(await embeddedDatabaseUrl(dataDir), { max: 2 });
    const db = handle.db;
    const rows = () => db.select().from(documents).where(eq(documents.clientId, client.id));
    await waitFor(
      "every document to reach its final state",
      async () => (await rows()).every((row) => row.processStatus !== "PROCESSING"),
      FINAL_WITHIN_MS,
    );
    const finalMs = Date.now() - answeredAt;
    console.info(`every document final ${finalMs} ms after the restarted server answered`);

    const final = await rows();
    expect(final.map((row) => row.name).sort()).toEqual(names);
    expect(final.every((row) => row.processStatus === "COMPLETED")).toBe(true);
    // Each processed once: COMPLETED above says at least once; across both processes' logs, no document has two
    // "document processed" lines. (A document can have none: the kill may land between its processing's commit and
    // the log line, and the restarted job then finds it done.)
    const processed = [firstOutput, server.output()]
      .join("\n")
      .split("\n")
      .filter((line) => line.includes('"msg":"document processed"'))
      .map((line) => (JSON.parse(line) as { documentId: string }).documentId);
    expect(new Set(processed).size).toBe(processed.length);
    expect(processed.filter((id) => !final.some((row) => row.id === id))).toEqual([]);
    // The cut upload: no row and no object, only its temporary file, which the start-up sweep removes once it is
    // old enough to be nobody's write in progress (another node may share the disk).
    const filesDir = path.join(dataDir, "files");
    const files = await listFiles(filesDir);
    const temporary = files.filter((file) => file.endsWith(".tmp"));
    expect(temporary.length).toBeLessThanOrEqual(1);
    expect(files.filter((file) => file.includes(client.id) && !file.endsWith(".tmp"))).toHaveLength(final.length);
    const sweep = new LocalDiskStorage(filesDir);
    expect(await sweep.removeAbandonedWrites({ now: Date.now() + ABANDONED_WRITE_AGE_MS + 1000 })).toBe(
      temporary.length,
    );
    expect((await listFiles(filesDir)).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });
});
