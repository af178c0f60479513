/**
 * Makes the job runner (pg-boss) available as `app.jobs`: it starts when the app is ready, after every handler
 * has been registered, and stops, waiting for active jobs, when the app closes.
 */
import type { FastifyInstance } from "fastify";
import type { JobRunner } from "../jobs/job-runner";

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export function registerJobs(app: FastifyInstance, runner: JobRunner): void {
  app.decorate("jobs", runner);
  app.addHook("onReady", async () => {
    await runner.start();
  });
  app.addHook("onClose", async () => {
    await runner.stop();
  });
}
