import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { clearCsrfToken } from "./csrf-token";
import { uploadForm } from "./upload";

/** Answers each request with the next scripted response once the test lets it. */
class ScriptedXhr {
  static script: { status: number; body: unknown }[] = [];
  static sent: ScriptedXhr[] = [];
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(): void {}
  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  abort(): void {}
  send(): void {
    ScriptedXhr.sent.push(this);
    const next = ScriptedXhr.script.shift() ?? { status: 500, body: {} };
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 });
      this.status = next.status;
      this.responseText = JSON.stringify(next.body);
      this.onload?.();
    });
  }
}

let tokens = 0;
beforeEach(() => {
  clearCsrfToken();
  tokens = 0;
  ScriptedXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", ScriptedXhr);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      tokens += 1;
      return new Response(JSON.stringify({ token: `token-${tokens}` }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadForm", () => {
  it("sends credentials and the CSRF header, reports progress and returns the JSON answer", async () => {
    ScriptedXhr.script = [{ status: 201, body: [{ id: "d1" }] }];
    const progress: number[] = [];
    const result = await uploadForm("/api/clients/c1/documents", new FormData(), {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual([{ id: "d1" }]);
    expect(progress).toEqual([75]);
    expect(ScriptedXhr.sent[0]?.withCredentials).toBe(true);
    expect(ScriptedXhr.sent[0]?.headers["x-csrf-token"]).toBe("token-1");
  });

  it("fetches a new token and retries once when the server rejects the token", async () => {
    ScriptedXhr.script = [
      { status: 403, body: { message: "invalid csrf token", code: "FORBIDDEN" } },
      { status: 201, body: [] },
    ];
    await expect(uploadForm("/api/clients/c1/documents", new FormData())).resolves.toEqual([]);
    expect(ScriptedXhr.sent.map((xhr) => xhr.headers["x-csrf-token"])).toEqual(["token-1", "token-2"]);
  });

  it("turns a refusal into an ApiError with the server's message and field errors", async () => {
    ScriptedXhr.script = [
      {
        status: 400,
        body: {
          message: "This file type is not allowed.",
          code: "FILE_TYPE_NOT_ALLOWED",
          errors: [{ path: "body.file", message: "This file type is not allowed." }],
        },
      },
    ];
    const error = await uploadForm("/api/clients/c1/documents", new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "This file type is not allowed.",
      errors: [{ path: "file", message: "This file type is not allowed." }],
    });
  });
});
