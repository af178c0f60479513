/**
 * `qps.push`: push one api job's plan design to QPS (issue 17). Queued in the transaction that creates the api job, so
 * the job exists exactly when the api job does; one queue slot per api job. A run killed half-way (the process gone)
 * is retried by pg-boss and sends the same idempotency key, so QPS updates the case once (run-push.ts).
 */
import { z } from "zod";
import { defineJob } from "../job-definition";

export const qpsPushJob = defineJob({
  name: "qps.push",
  payload: z.object({ apiJobId: z.uuid() }),
  policy: "exclusive",
});

/** A run records every QPS outcome itself; a handler that throws (the database away) is retried. */
export const QPS_PUSH_QUEUE = { retryLimit: 5, retryDelay: 2, retryBackoff: true };
/**
 * A push mostly waits for QPS (seconds): four at a time per node, and no wait between jobs while more are queued
 * (bench:qps measured one job per polling interval per node, 60 a minute on two nodes, before).
 */
export const QPS_PUSH_WORK = { localConcurrency: 4, burstWhenReadyExceeds: 1 };
