/**
 * The EIF's autosave for one client: the answers typed but not yet saved, sent by PATCH .../draft with If-Match after
 * a pause in typing. It lives as long as the page's query client, not as long as a screen, so moving to the next
 * sub-step (another route) neither loses nor re-sends anything.
 *
 * - Each value is checked with the domain's schema first; one with an error keeps its message and is not sent.
 * - A value changed while its save is on the way stays unsaved and goes in the next save.
 * - 412: someone else saved first. Nothing more is sent until the person reloads (the other person's answers are
 *   then shown); what they typed stays on screen until then.
 * - No response (status 0) or a passing server trouble: the answers are kept and sent again, with a growing delay,
 *   and at once when the browser is back online.
 * - 400 with field errors: those fields get the server's message and are dropped from the save; the rest is sent.
 */
import { answerFieldSchema, type EifAnswerField, policyBillingAnswersSchema } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import { INVALID_CSRF_MESSAGE } from "@onboard/domain/errors/error-shape";
import { isRetryableStatus } from "@onboard/domain/http/retry-policy";
import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-client";
import { eifDraftQueryOptions } from "../../../lib/eif-draft/get-eif-draft";
import { eifKeys } from "../api/eif-keys";
import { type PatchDraftRequest, patchDraft } from "../api/patch-draft";

export const AUTOSAVE_DEBOUNCE_MS = 600;
/** Waits before sending again after no response: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const AUTOSAVE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "retrying" | "conflict" | "failed";

export type PolicyBillingField = keyof typeof policyBillingAnswersSchema.shape;

/** A value's key: an answer field ("taxId"), or a policy's billing field ("policies.<policyId>.<field>"). */
export type AnswerKey = string;

export function policyAnswerKey(policyId: string, field: PolicyBillingField): AnswerKey {
  return `policies.${policyId}.${field}`;
}

export interface AutosaveState {
  status: AutosaveStatus;
  /** What each touched input shows (the person's own text), by key. */
  inputs: Readonly<Record<AnswerKey, unknown>>;
  /** The checked values waiting to be sent, by key. */
  unsaved: Readonly<Record<AnswerKey, unknown>>;
  /** Messages (the domain's English words) of values that are not sent, by key. */
  errors: Readonly<Record<AnswerKey, string>>;
  /** The last failure's message, when status is "failed". */
  failure: string | null;
}

interface Pending {
  value: unknown;
  /** Which edit this is, so that a save only clears the values it carried. */
  edit: number;
}

type Target = { kind: "answer"; field: EifAnswerField } | { kind: "policy"; policyId: string; field: string };

function targetOf(key: AnswerKey): Target {
  const match = /^policies\.([^.]+)\.(.+)$/.exec(key);
  if (match?.[1] && match[2]) return { kind: "policy", policyId: match[1], field: match[2] };
  return { kind: "answer", field: key as EifAnswerField };
}

type Checked = { ok: true; value: unknown } | { ok: false; message: string };

/** Checks one value with the domain's schema of its field; the schema's output is what is sent. */
export function checkAnswer(key: AnswerKey, value: unknown): Checked {
  const target = targetOf(key);
  if (target.kind === "answer") {
    const result = answerFieldSchema(target.field).safeParse(value);
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, message: result.error.issues[0]?.message ?? "" };
  }
  const result = policyBillingAnswersSchema.safeParse({ [target.field]: value });
  if (result.success) return { ok: true, value: (result.data as Record<string, unknown>)[target.field] };
  return { ok: false, message: result.error.issues[0]?.message ?? "" };
}

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return isRetryableStatus(error.status) || error.message === INVALID_CSRF_MESSAGE;
}

/** The server's error path for a key: "body.answers.taxId" was made "answers.taxId" by the api client. */
function keyOfServerPath(path: string): AnswerKey | null {
  const answer = /^answers\.([^.]+)/.exec(path);
  if (answer?.[1]) return answer[1];
  const policy = /^policyAnswers\.([^.]+)\.([^.]+)/.exec(path);
  if (policy?.[1] && policy[2]) return `policies.${policy[1]}.${policy[2]}`;
  return null;
}

export interface DraftAutosaveOptions {
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  send?: (request: PatchDraftRequest) => Promise<EifDraftResponse>;
}

export class DraftAutosave {
  private state: AutosaveState = { status: "idle", inputs: {}, unsaved: {}, errors: {}, failure: null };
  private readonly pending = new Map<AnswerKey, Pending>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private edits = 0;
  private failedAttempts = 0;
  private readonly debounceMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly send: (request: PatchDraftRequest) => Promise<EifDraftResponse>;

  constructor(
    private readonly clientId: string,
    private readonly queryClient: QueryClient,
    options: DraftAutosaveOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? AUTOSAVE_RETRY_DELAYS_MS;
    this.send = options.send ?? patchDraft;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AutosaveState => this.state;

  get hasUnsaved(): boolean {
    return this.pending.size > 0;
  }

  /**
   * The person changed a value: `input` is what the input shows, `value` what the field's schema reads (they differ
   * for numbers, e.g. "12" and 12). Checked now, sent after the pause.
   */
  update(key: AnswerKey, value: unknown, input: unknown = value): void {
    this.updateMany([{ key, value, input }]);
  }

  /** Several values that belong together (a duration's number and unit) go in the same save. */
  updateMany(changes: readonly { key: AnswerKey; value: unknown; input?: unknown }[]): void {
    const inputs = { ...this.state.inputs };
    const errors = { ...this.state.errors };
    for (const { key, value, input = value } of changes) {
      inputs[key] = input;
      const checked = checkAnswer(key, value);
      if (checked.ok) {
        delete errors[key];
        this.edits += 1;
        this.pending.set(key, { value: checked.value, edit: this.edits });
      } else {
        errors[key] = checked.message;
        this.pending.delete(key);
      }
    }
    const status = this.state.status === "conflict" ? "conflict" : this.pending.size > 0 ? "pending" : "idle";
    this.setState({ inputs, errors, status: this.inFlight && status === "pending" ? "saving" : status });
    if (status === "pending") this.schedule(this.debounceMs);
  }

  /** Keeps what an input shows without sending anything (a half-made choice, e.g. one of two age rules). */
  setInput(key: AnswerKey, input: unknown): void {
    this.setState({ inputs: { ...this.state.inputs, [key]: input } });
  }

  /** Sends now (Next, Back, leaving the page); resolves true when nothing is left unsaved. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    // What changes meanwhile is sent when this save ends (a success sends the rest; a failure retries or stops).
    if (this.inFlight) {
      await this.inFlight;
      return this.pending.size === 0;
    }
    if (this.pending.size === 0 || this.state.status === "conflict") return this.pending.size === 0;
    this.inFlight = this.save().finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
    return this.pending.size === 0;
  }

  /** After no response: send again at once (the browser is back online, or the person asked). */
  retryNow(): void {
    if (this.state.status === "retrying" || this.state.status === "failed") void this.flush();
  }

  /** After a conflict: forget the unsaved answers and load the draft as saved, with the other person's answers. */
  async reload(): Promise<void> {
    this.clearTimer();
    this.pending.clear();
    this.failedAttempts = 0;
    this.setState({ status: "idle", inputs: {}, unsaved: {}, errors: {}, failure: null });
    // Fetched now even when no screen shows the draft; a failure is left to the page's own query to show.
    await this.queryClient.fetchQuery({ ...eifDraftQueryOptions(this.clientId), staleTime: 0 }).catch(() => undefined);
  }

  private async save(): Promise<void> {
    const draft = this.queryClient.getQueryData<EifDraftResponse>(eifKeys.draft(this.clientId));
    if (!draft) {
      this.retryLater();
      return;
    }
    const carried = new Map(this.pending);
    this.setState({ status: "saving", failure: null });
    try {
      const saved = await this.send({ clientId: this.clientId, version: draft.version, body: bodyOf(carried) });
      this.queryClient.setQueryData(eifKeys.draft(this.clientId), saved);
      for (const [key, entry] of carried) if (this.pending.get(key)?.edit === entry.edit) this.pending.delete(key);
      this.failedAttempts = 0;
      this.setState({ status: this.pending.size > 0 ? "pending" : "saved" });
      if (this.pending.size > 0) this.schedule(0);
    } catch (error) {
      this.handleFailure(error, carried);
    }
  }

  private handleFailure(error: unknown, carried: Map<AnswerKey, Pending>): void {
    if (isApiError(error) && error.status === 412) {
      this.setState({ status: "conflict" });
      return;
    }
    if (isTransient(error)) {
      this.retryLater();
      return;
    }
    const refused = isApiError(error) && error.status === 400 ? error.errors : [];
    const errors = { ...this.state.errors };
    let isMapped = false;
    for (const fieldError of refused) {
      const key = keyOfServerPath(fieldError.path);
      if (key === null || !carried.has(key)) continue;
      isMapped = true;
      errors[key] = fieldError.message;
      if (this.pending.get(key)?.edit === carried.get(key)?.edit) this.pending.delete(key);
    }
    if (isMapped) {
      // The refused values stay on screen with their messages; the others are sent again.
      this.setState({ errors, status: this.pending.size > 0 ? "pending" : "idle" });
      if (this.pending.size > 0) this.schedule(0);
      return;
    }
    this.setState({ status: "failed", failure: isApiError(error) ? error.message : null });
  }

  private retryLater(): void {
    const delay = this.retryDelaysMs[Math.min(this.failedAttempts, this.retryDelaysMs.length - 1)] ?? 30_000;
    this.failedAttempts += 1;
    this.setState({ status: "retrying" });
    this.schedule(delay);
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(change: Partial<AutosaveState>): void {
    const unsaved = Object.fromEntries([...this.pending].map(([key, entry]) => [key, entry.value]));
    this.state = { ...this.state, ...change, unsaved };
    for (const listener of this.listeners) listener();
  }
}

function bodyOf(carried: Map<AnswerKey, Pending>): PatchDraftRequest["body"] {
  const answers: Record<string, unknown> = {};
  const policyAnswers: Record<string, Record<string, unknown>> = {};
  for (const [key, { value }] of carried) {
    const target = targetOf(key);
    if (target.kind === "answer") answers[target.field] = value;
    else policyAnswers[target.policyId] = { ...policyAnswers[target.policyId], [target.field]: value };
  }
  return {
    ...(Object.keys(answers).length > 0 && { answers }),
    ...(Object.keys(policyAnswers).length > 0 && { policyAnswers }),
  } as PatchDraftRequest["body"];
}

/** One autosave per query client (one per page) and client. */
const STORES = new WeakMap<QueryClient, Map<string, DraftAutosave>>();

export function draftAutosaveFor(queryClient: QueryClient, clientId: string): DraftAutosave {
  let byClient = STORES.get(queryClient);
  if (!byClient) {
    byClient = new Map();
    STORES.set(queryClient, byClient);
  }
  let store = byClient.get(clientId);
  if (!store) {
    store = new DraftAutosave(clientId, queryClient);
    byClient.set(clientId, store);
  }
  return store;
}
