/**
 * Multipart uploads through XMLHttpRequest, because fetch cannot report upload progress. Same rules as the api
 * client: credentials, the CSRF header (one retry when the server rejects a stale token) and ApiError failures.
 */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { isBlockPage, userFacingMessage } from "@onboard/domain/errors/error-helpers";
import { CSRF_HEADER, INVALID_CSRF_MESSAGE } from "@onboard/domain/errors/error-shape";
import { apiClient } from "./api-client";
import { ApiError } from "./api-error";
import { loginRedirectTarget } from "./api-redirects";
import { clearCsrfToken, getCsrfToken } from "./csrf-token";
import { navigateTo } from "./navigation";

export interface UploadOptions {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  text: string;
}

function loadCsrfToken(): Promise<string> {
  return apiClient.get<{ token: string }>("/api/csrf-token").then((body) => body.token);
}

function send(path: string, form: FormData, token: string, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError({ status: 0, code: "NO_RESPONSE", message: ERROR_MESSAGES.noResponse }));
    xhr.ontimeout = xhr.onerror;
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    options.signal?.addEventListener("abort", abort, { once: true });
    xhr.send(form);
  });
}

function parseBody(text: string): { message?: string; code?: string; errors?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function toApiError({ status, text }: RawResponse): ApiError {
  const body = isBlockPage(text) ? null : parseBody(text);
  if (status === 401 && body?.message !== ERROR_MESSAGES.invalidToken) {
    const target = loginRedirectTarget(window.location.pathname, window.location.search);
    if (target) navigateTo(target);
  }
  if (isBlockPage(text)) {
    return new ApiError({ status, code: "BLOCKED_BY_CLOUDFLARE", message: ERROR_MESSAGES.blockedByCloudflare });
  }
  const fallback = ERROR_MESSAGES.internal;
  if (typeof body?.message !== "string") return new ApiError({ status, code: "NON_JSON_RESPONSE", message: fallback });
  const errors = Array.isArray(body.errors)
    ? (body.errors as { path: string; message: string }[])
        .filter((error) => typeof error?.path === "string" && typeof error.message === "string")
        .map((error) => ({ path: error.path.replace(/^body\./, ""), message: error.message }))
    : [];
  return new ApiError({
    status,
    code: body.code ?? `HTTP_${status}`,
    message: userFacingMessage(status, body.message, fallback),
    errors,
  });
}

function isCsrfRejection(response: RawResponse): boolean {
  return response.status === 403 && parseBody(response.text)?.message === INVALID_CSRF_MESSAGE;
}

/** POSTs the form and returns the parsed JSON answer; any non-2xx becomes an ApiError. */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let response = await send(path, form, await getCsrfToken(loadCsrfToken), options);
  if (isCsrfRejection(response)) {
    clearCsrfToken();
    response = await send(path, form, await getCsrfToken(loadCsrfToken), options);
  }
  if (response.status < 200 || response.status >= 300) throw toApiError(response);
  return (response.text === "" ? null : JSON.parse(response.text)) as T;
}
