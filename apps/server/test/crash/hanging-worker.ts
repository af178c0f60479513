/**
 * A worker process for job-resume.test.ts: starts a job runner on the database named by argv[2], sends one
 * `test.crash` job and runs it with a handler that prints `started <token>` and then hangs until the process is
 * killed (kill -9, as a crash does).
 */
import { createDb } from "../../src/db/client";
import { createJobRunner } from "../../src/jobs/job-runner";
import { crashTestJob } from "./crash-queue";

const [databaseUrl = "", token = ""] = process.argv.slice(2);
const handle = createDb(databaseUrl, { max: 4 });
const jobs = createJobRunner({
  db: handle.db,
  pollingIntervalSeconds: 0.5,
  onError: (error) => console.error(error),
});
jobs.register(crashTestJob, async (payload) => {
  process.stdout.write(`started ${payload.token}\n`);
  await new Promise(() => undefined);
});
await jobs.start();
await jobs.send(crashTestJob, { token }, { singletonKey: token });
