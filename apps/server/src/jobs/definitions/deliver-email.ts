/**
 * `email.deliver`: deliver one e-mail of the outbox. One queue slot per e-mail (the singleton key is its id), so
 * that a send, a resend and the start-up sweep never deliver the same e-mail twice at once.
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const deliverEmailJob = defineJob({
  name: "email.deliver",
  payload: z.object({ emailId: z.uuid() }),
  policy: "exclusive",
});
