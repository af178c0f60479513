/**
 * Links between the explorer's pages, right on both hosts: the main host serves /[lang/]benefits-explorer/{id}, the
 * separate explorer host /[lang/]{id}; a staff preview stays inside its preview base
 * (/clients/admin/{clientId}/manage/benefits-explorer/{id}/preview/...). The language prefix is kept; pass `linkState`
 * as the Link's/navigate's `state` so the demo status (navigation state) is kept too.
 */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath, missingParamMessage } from "@onboard/domain/routes/build-path";
import { buildExplorerHostPath } from "@onboard/domain/routes/explorer-host";
import { useMemo } from "react";
import { useLanguage } from "../../../lib/use-language";
import { type ExplorerNavigationState, useDemoStatus } from "./use-demo-status";
import { type ExplorerHost, useExplorerHost } from "./use-explorer-host";
import { type ExplorerSource, useExplorerSource } from "./use-explorer-source";

export type { ExplorerHost };
export { useExplorerHost };

export interface ExplorerPaths {
  pagePath: string;
  personalPlanPath: string;
  /** The page showing the comparison of these plans (?compare=id1,id2). */
  comparePath(planIds: readonly string[]): string;
  linkState: ExplorerNavigationState;
}

/** The query parameter naming the compared plans. */
export const COMPARE_PARAM = "compare";

/** The plan ids of a ?compare= value, without blanks or repeats. */
export function parseCompareParam(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((id) => id.trim()))].filter((id) => id !== "");
}

type PagePaths = Omit<ExplorerPaths, "linkState">;

function withCompare(pagePath: string, personalPlanPath: string): PagePaths {
  return {
    pagePath,
    personalPlanPath,
    // Commas stay readable: ids and slugs never contain one.
    comparePath: (planIds) => `${pagePath}?${COMPARE_PARAM}=${planIds.map(encodeURIComponent).join(",")}`,
  };
}

export function explorerPaths(host: ExplorerHost, language: Language, pageIdOrSlug: string): PagePaths {
  const params = { explorerPageId: pageIdOrSlug };
  const build = (name: "benefitsExplorer" | "personalBenefitsPlan") =>
    host === "explorer"
      ? buildExplorerHostPath(name, params, { language })
      : buildPath(name, params, undefined, { language });
  return withCompare(build("benefitsExplorer"), build("personalBenefitsPlan"));
}

/** The same links inside a staff preview (main host only: the preview routes are internal). */
export function explorerPreviewPaths(language: Language, clientId: string, explorerPageId: string): PagePaths {
  const params = { clientId, explorerPageId };
  return withCompare(
    buildPath("benefitsExplorerInternal", params, undefined, { language }),
    buildPath("personalBenefitsPlanInternal", params, undefined, { language }),
  );
}

/** The links of the page `source` names. */
export function explorerSourcePaths(host: ExplorerHost, language: Language, source: ExplorerSource): PagePaths {
  return source.kind === "preview"
    ? explorerPreviewPaths(language, source.clientId, source.explorerPageId)
    : explorerPaths(host, language, source.pageIdOrSlug);
}

export function useExplorerPaths(): ExplorerPaths {
  const source = useExplorerSource();
  if (!source) throw new Error(missingParamMessage("explorerPageId"));
  const host = useExplorerHost();
  const language = useLanguage();
  const { navigationState } = useDemoStatus();
  const status = navigationState.demoEnrollmentStatus;
  // The source is rebuilt each render: memoise on its parts.
  const kind = source.kind;
  const clientId = source.kind === "preview" ? source.clientId : null;
  const pageId = source.kind === "preview" ? source.explorerPageId : source.pageIdOrSlug;
  return useMemo(() => {
    const current: ExplorerSource =
      kind === "preview" && clientId !== null
        ? { kind, clientId, explorerPageId: pageId }
        : { kind: "public", pageIdOrSlug: pageId };
    return { ...explorerSourcePaths(host, language, current), linkState: { demoEnrollmentStatus: status } };
  }, [host, language, kind, clientId, pageId, status]);
}
