import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { downloadFile, parseAttachmentFilename } from "./download";
import { setNavigate } from "./navigation";

function fileResponse(headers: Record<string, string>): Response {
  // A byte body gets no Content-Type of its own, so each header is exactly what the test sets.
  return new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers });
}

async function downloadError(headers: Record<string, string>): Promise<ApiError> {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(fileResponse(headers)));
  try {
    await downloadFile("/api/documents/d1");
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the download to fail");
}

beforeEach(() => {
  setNavigate(vi.fn());
  URL.createObjectURL = vi.fn(() => "blob:download");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigate(null);
});

describe("download helper", () => {
  it("fails when the response has no content type", async () => {
    const error = await downloadError({ "Content-Disposition": 'attachment; filename="summary.pdf"' });
    expect(error.code).toBe("DOWNLOAD_MISSING_CONTENT_TYPE");
    expect(error.message).toBe("The download failed: the server response did not say what type of file it is.");
  });

  it("fails when the response has no content disposition", async () => {
    const error = await downloadError({ "Content-Type": "application/pdf" });
    expect(error.code).toBe("DOWNLOAD_MISSING_CONTENT_DISPOSITION");
    expect(error.message).toBe("The download failed: the server response was not sent as a file attachment.");
  });

  it("fails when the attachment file name is malformed", async () => {
    const error = await downloadError({ "Content-Type": "application/pdf", "Content-Disposition": "attachment" });
    expect(error.code).toBe("DOWNLOAD_MALFORMED_FILENAME");
    expect(error.message).toBe("The download failed: the server response did not include a valid file name.");
  });

  it("saves the file under the attachment's name", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValue(
        fileResponse({
          "Content-Type": "application/pdf",
          "Content-Disposition": 'attachment; filename="EIF summary.pdf"',
        }),
      ),
    );
    const file = await downloadFile("/api/clients/c1/eif-summary", { query: { tz: "America/New_York" } });
    expect(file.fileName).toBe("EIF summary.pdf");
    expect(click).toHaveBeenCalledOnce();
    expect(URL.createObjectURL).toHaveBeenCalledWith(file.blob);
  });

  it("parses quoted, extended and unsafe file names", () => {
    expect(parseAttachmentFilename("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf; filename=\"resume.pdf\"")).toBe(
      "résumé.pdf",
    );
    expect(parseAttachmentFilename("attachment; filename=report.csv")).toBe("report.csv");
    expect(parseAttachmentFilename('attachment; filename="../../etc/passwd"')).toBe(".._.._etc_passwd");
    expect(parseAttachmentFilename('inline; filename="a.pdf"')).toBeNull();
    expect(parseAttachmentFilename('attachment; filename="unterminated')).toBeNull();
    expect(parseAttachmentFilename("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});
