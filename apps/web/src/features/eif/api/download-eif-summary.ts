/**
 * GET /api/clients/:clientId/eif-summary?tz=&language=: the summary PDF, its dates and times in the browser's time
 * zone, saved under the server's file name (lib/download.ts checks the attachment headers; the session cookie goes
 * with the request).
 */

import { type DownloadedFile, downloadFile } from "../../../lib/download";
import { eifClientPath } from "../../../lib/eif-draft/get-eif-draft";
import { browserTimeZone } from "../../../lib/format-date-time";

export function downloadEifSummary(clientId: string, language: "en" | "es"): Promise<DownloadedFile> {
  const tz = browserTimeZone();
  return downloadFile(eifClientPath(clientId, "/eif-summary"), { query: { ...(tz && { tz }), language } });
}
