/** The queue of the crash tests: a job that the first worker starts and never finishes, because it is killed. */
import { z } from "zod";
import { defineJob } from "../../src/jobs/job-definition";

export const crashTestJob = defineJob({
  name: "test.crash",
  payload: z.object({ token: z.string() }),
  policy: "exclusive",
});
