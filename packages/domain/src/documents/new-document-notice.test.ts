import { describe, expect, it } from "vitest";
import { newDocumentNoticeView } from "./new-document-notice";

describe("newDocumentNoticeView", () => {
  it("shows unseen news and records that it was seen", () => {
    expect(newDocumentNoticeView(null)).toEqual({ isShown: true, shouldMarkSeen: true });
  });

  it("keeps showing news already seen until dismissed", () => {
    expect(newDocumentNoticeView("NEW_AND_SEEN")).toEqual({ isShown: true, shouldMarkSeen: false });
  });

  it("hides a dismissed notice", () => {
    expect(newDocumentNoticeView("OLD")).toEqual({ isShown: false, shouldMarkSeen: false });
  });
});
