/** The only fetch wrapper: credentials, JSON, the CSRF header on mutations and the error catalogue's rules. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { formatMessage, isBlockPage, userFacingMessage } from "@onboard/domain/errors/error-helpers";
import { CSRF_HEADER, INVALID_CSRF_MESSAGE } from "@onboard/domain/errors/error-shape";
import { buildQueryString, type QueryParams } from "@onboard/domain/routes/query-string";
import { apiSupportEmail, setApiSupportEmail } from "./api-client-settings";
import { ApiError, type ApiFieldError } from "./api-error";
import { loginRedirectTarget, maintenanceRedirectTarget } from "./api-redirects";
import { clearCsrfToken, getCsrfToken } from "./csrf-token";
import { navigateTo } from "./navigation";

export { ApiError, isApiError } from "./api-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON unless it is FormData or a Blob. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Long form calls pass 60 s; a timeout counts as no response. */
  timeoutMs?: number;
  /** Background calls (error reports) must never move the user to another page. */
  redirectOnError?: boolean;
}

const CSRF_TOKEN_PATH = "/api/csrf-token";
const INVALID_TOKEN_MESSAGE = ERROR_MESSAGES.invalidToken;
const CLIENT_NOT_ACCESSIBLE_MESSAGE = ERROR_MESSAGES.clientNotAccessible;

/** Called once the configuration is loaded, so generic messages can name the support address. */
export function configureApiClient(options: { supportEmail: string | null }): void {
  setApiSupportEmail(options.supportEmail);
}

function fallbackMessage(template: string): string {
  const supportEmail = apiSupportEmail();
  return supportEmail ? formatMessage(template, { email: supportEmail }) : ERROR_MESSAGES.internal;
}

function isMutation(method: HttpMethod): boolean {
  return method !== "GET";
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

function buildSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function loadCsrfToken(): Promise<string> {
  const body = await apiRequest<{ token: string }>(CSRF_TOKEN_PATH);
  return body.token;
}

/** Sends the request and returns the response when it is ok; every failure becomes an ApiError. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const body = encodeBody(options.body);
  if (typeof body === "string") headers["Content-Type"] = "application/json";
  if (isMutation(method)) headers[CSRF_HEADER] = await getCsrfToken(loadCsrfToken);

  let response: Response;
  try {
    response = await fetch(`${path}${buildQueryString(options.query)}`, {
      method,
      headers,
      body,
      credentials: "include",
      signal: buildSignal(options.signal, options.timeoutMs),
    });
  } catch (error) {
    // A caller's own cancellation (react-query unmounts, navigation) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: "NO_RESPONSE", message: ERROR_MESSAGES.noResponse });
  }
  if (!response.ok) throw await toApiError(response, options.redirectOnError ?? true);
  return response;
}

/** apiFetch plus the JSON body (null for an empty answer). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  if (text === "") return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw nonJsonError(response.status, text);
  }
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

interface ErrorBody {
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.message !== "string") return null;
    return {
      message: record.message,
      code: typeof record.code === "string" ? record.code : undefined,
      errors: Array.isArray(record.errors) ? (record.errors as ErrorBody["errors"]) : undefined,
    };
  } catch {
    return null;
  }
}

function nonJsonError(status: number, text: string): ApiError {
  if (isBlockPage(text)) {
    return new ApiError({ status, code: "BLOCKED_BY_CLOUDFLARE", message: ERROR_MESSAGES.blockedByCloudflare });
  }
  return new ApiError({
    status,
    code: "NON_JSON_RESPONSE",
    message: fallbackMessage(ERROR_MESSAGES.genericWithoutRefresh),
  });
}

/** Form fields are named without the server's "body." prefix. */
function toFieldErrors(errors: ErrorBody["errors"]): ApiFieldError[] {
  return (errors ?? [])
    .filter((error) => typeof error?.path === "string" && typeof error.message === "string")
    .map((error) => ({ path: error.path.replace(/^body\./, ""), message: error.message }));
}

function isMaintenance(status: number, body: ErrorBody | null, text: string): boolean {
  if (status !== 503) return false;
  return body?.code === "MAINTENANCE" || /maintenance/i.test(body?.message ?? text);
}

function redirectFor(status: number, body: ErrorBody | null, text: string): string | null {
  const { pathname, search } = window.location;
  if (status === 401 && body?.message !== INVALID_TOKEN_MESSAGE) return loginRedirectTarget(pathname, search);
  if (isMaintenance(status, body, text)) return maintenanceRedirectTarget(pathname);
  if (status === 403 && body?.message === CLIENT_NOT_ACCESSIBLE_MESSAGE) return maintenanceRedirectTarget(pathname);
  return null;
}

async function toApiError(response: Response, redirectOnError: boolean): Promise<ApiError> {
  const { status } = response;
  const text = await response.text().catch(() => "");
  const body = isBlockPage(text) ? null : parseErrorBody(text);

  if (status === 403 && body?.message === INVALID_CSRF_MESSAGE) clearCsrfToken();
  if (redirectOnError) {
    const target = redirectFor(status, body, text);
    if (target) navigateTo(target);
  }
  if (!body) return nonJsonError(status, text);
  return new ApiError({
    status,
    code: body.code ?? `HTTP_${status}`,
    message: userFacingMessage(status, body.message, fallbackMessage(ERROR_MESSAGES.generic)),
    errors: toFieldErrors(body.errors),
  });
}
