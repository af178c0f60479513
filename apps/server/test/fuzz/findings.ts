/**
 * What every fuzzed call must satisfy, and the findings when it does not, de-duplicated: one finding per route,
 * problem, status and cause (the server's error for a 5xx, the tables written for a refused write, else the class of
 * bad input), with the inputs, callers and tenants it was seen for and one example request, answer, server error and
 * changed tables.
 */
import type { FuzzRequest } from "./build-request";
import { describeMutation, type FuzzCase } from "./fuzz-case";
import type { FuzzRoute } from "./route-catalog";

export type Problem = "5xx" | "error is not JSON with a string code and message" | "refused call changed the database";

export interface Finding {
  problem: Problem;
  route: string;
  status: number;
  mutations: Set<string>;
  callers: Set<string>;
  tenants: Set<string>;
  count: number;
  example: { request: FuzzRequest; answer: string; serverError?: string; changed?: string[] };
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function isJsonError(answer: Answer): boolean {
  if (!String(answer.headers["content-type"] ?? "").includes("application/json")) return false;
  try {
    const body = JSON.parse(answer.body) as { code?: unknown; message?: unknown } | null;
    return typeof body?.code === "string" && typeof body.message === "string";
  } catch {
    return false;
  }
}

/** The problems of one answer: a 5xx; an error that is not `{ code, message }` JSON; a refusal that wrote. */
export function problemsOf(answer: Answer, changed: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  if (answer.statusCode >= 500) problems.push("5xx");
  if (answer.statusCode >= 400 && !isJsonError(answer))
    problems.push("error is not JSON with a string code and message");
  if (answer.statusCode >= 400 && changed.length > 0) problems.push("refused call changed the database");
  return problems;
}

/** A server error without its variable parts (query parameters, ids, numbers): one per cause. */
export function errorSignature(serverError: string): string {
  return serverError
    .replace(/\nparams:[\s\S]*?(?=: [a-z])/g, "")
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, "<id>")
    .replace(/\d+/g, "<n>")
    .slice(0, 300);
}

export class FindingLog {
  readonly findings = new Map<string, Finding>();

  record(
    route: FuzzRoute,
    fuzzCase: FuzzCase,
    request: FuzzRequest,
    answer: Answer,
    details: { changed: string[]; serverError?: string },
  ): Finding[] {
    const recorded: Finding[] = [];
    for (const problem of problemsOf(answer, details.changed)) {
      const mutation = describeMutation(fuzzCase.mutation);
      const routeName = `${route.method} ${route.path}`;
      const tables = problem === "refused call changed the database" ? details.changed.map((c) => c.split(" ")[0]) : [];
      const cause = problem === "5xx" && details.serverError ? errorSignature(details.serverError) : mutation;
      const key = [problem, answer.statusCode, routeName, cause, tables.join(",")].join(" | ");
      const finding = this.findings.get(key) ?? {
        problem,
        route: routeName,
        status: answer.statusCode,
        mutations: new Set<string>(),
        callers: new Set<string>(),
        tenants: new Set<string>(),
        count: 0,
        example: { request, answer: answer.body, ...details },
      };
      finding.mutations.add(mutation);
      finding.callers.add(fuzzCase.caller);
      finding.tenants.add(fuzzCase.tenant);
      finding.count++;
      this.findings.set(key, finding);
      recorded.push(finding);
    }
    return recorded;
  }

  forRoute(route: FuzzRoute): Finding[] {
    const name = `${route.method} ${route.path}`;
    return [...this.findings.values()].filter((f) => f.route === name);
  }
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function payloadText(request: FuzzRequest): string {
  if (request.payload === undefined) return "(no body)";
  const text = Buffer.isBuffer(request.payload) ? request.payload.toString("latin1") : request.payload;
  return JSON.stringify(clip(text, 300));
}

export function formatFinding(f: Finding): string {
  const { request } = f.example;
  const lines = [
    `✗ ${f.problem}: ${f.status} on ${f.route}, ${[...f.mutations].slice(0, 6).join("; ")}`,
    `    seen ${f.count}× as ${[...f.callers].join(", ")} on ${[...f.tenants].join(", ")} tenant`,
    `    request: ${request.method} ${clip(request.url, 200)}`,
    `             content-type: ${request.headers["content-type"] ?? "(none)"}  body: ${payloadText(request)}`,
    `    answer:  ${f.status} ${clip(f.example.answer, 300)}`,
  ];
  if (f.example.serverError) lines.push(`    server:  ${clip(f.example.serverError, 600)}`);
  if (f.example.changed?.length) lines.push(`    changed: ${f.example.changed.join("; ")}`);
  return lines.join("\n");
}
