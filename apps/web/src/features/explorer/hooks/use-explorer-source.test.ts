import { describe, expect, it } from "vitest";
import { explorerPageUrl } from "../api/get-explorer-page";
import { explorerPreviewUrl } from "../api/get-explorer-preview";
import { explorerSourceQueryOptions } from "./explorer-source-query";
import { explorerSourceOf } from "./use-explorer-source";

const CLIENT = "3f2a1b00-0000-4000-8000-0000000000c1";
const PAGE = "3f2a1b00-0000-4000-8000-000000000001";

describe("explorerSourceOf", () => {
  it("reads the public page from :explorerPageId (an id or a vanity slug)", () => {
    expect(explorerSourceOf({ explorerPageId: "harbor" })).toEqual({ kind: "public", pageIdOrSlug: "harbor" });
    expect(explorerSourceOf({ explorerPageId: PAGE, lang: "es" })).toEqual({ kind: "public", pageIdOrSlug: PAGE });
  });

  it("reads a staff preview from the internal routes, which name the client too", () => {
    expect(explorerSourceOf({ clientId: CLIENT, explorerPageId: PAGE })).toEqual({
      kind: "preview",
      clientId: CLIENT,
      explorerPageId: PAGE,
    });
  });

  it("is null off a page route (the explorer index, or a client route without a page)", () => {
    expect(explorerSourceOf({})).toBeNull();
    expect(explorerSourceOf({ clientId: CLIENT })).toBeNull();
  });
});

describe("explorerSourceQueryOptions", () => {
  it("asks the public API for a public page, cached like any page", () => {
    const options = explorerSourceQueryOptions({ kind: "public", pageIdOrSlug: "harbor" }, "active");
    expect(options.queryKey).toEqual(["explorer", "page", "harbor", "active"]);
    expect(options.staleTime).toBeUndefined();
    expect(explorerPageUrl("harbor", "active")).toBe("/api/explorer-pages/harbor?demoEnrollmentStatus=active");
  });

  it("asks the preview API for a preview, under its own key, and always refetches it", () => {
    const options = explorerSourceQueryOptions({ kind: "preview", clientId: CLIENT, explorerPageId: PAGE }, "post");
    expect(options.queryKey).toEqual(["explorer", "preview", CLIENT, PAGE, "post"]);
    expect(options.staleTime).toBe(0);
    expect(explorerPreviewUrl(CLIENT, PAGE, "pre")).toBe(
      `/api/clients/${CLIENT}/explorer-pages/${PAGE}/preview?demoEnrollmentStatus=pre`,
    );
  });
});
