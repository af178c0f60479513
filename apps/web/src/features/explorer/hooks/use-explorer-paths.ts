/**
 * Links between the explorer's pages, right on both hosts: the main host serves /[lang/]benefits-explorer/{id}, the
 * separate explorer host /[lang/]{id}. The language prefix is kept; pass `linkState` as the Link's/navigate's `state`
 * so the demo status (navigation state) is kept too.
 */
import type { Language } from "@onboard/domain/common/environments";
import { buildPath, missingParamMessage } from "@onboard/domain/routes/build-path";
import { buildExplorerHostPath } from "@onboard/domain/routes/explorer-host";
import { useMemo } from "react";
import { useParams } from "react-router";
import { useConfiguration } from "../../../lib/configuration/get-configuration";
import { useLanguage } from "../../../lib/use-language";
import { type ExplorerNavigationState, useDemoStatus } from "./use-demo-status";

export type ExplorerHost = "main" | "explorer";

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

export function explorerPaths(
  host: ExplorerHost,
  language: Language,
  pageIdOrSlug: string,
): Omit<ExplorerPaths, "linkState"> {
  const params = { explorerPageId: pageIdOrSlug };
  const build = (name: "benefitsExplorer" | "personalBenefitsPlan") =>
    host === "explorer"
      ? buildExplorerHostPath(name, params, { language })
      : buildPath(name, params, undefined, { language });
  const pagePath = build("benefitsExplorer");
  return {
    pagePath,
    personalPlanPath: build("personalBenefitsPlan"),
    // Commas stay readable: ids and slugs never contain one.
    comparePath: (planIds) => `${pagePath}?${COMPARE_PARAM}=${planIds.map(encodeURIComponent).join(",")}`,
  };
}

/** The explorer host is recognised by its configured origin, as the router does. */
export function useExplorerHost(): ExplorerHost {
  const { explorerOrigin } = useConfiguration();
  return explorerOrigin !== null && explorerOrigin === window.location.origin ? "explorer" : "main";
}

export function useExplorerPaths(): ExplorerPaths {
  const { explorerPageId } = useParams();
  if (!explorerPageId) throw new Error(missingParamMessage("explorerPageId"));
  const host = useExplorerHost();
  const language = useLanguage();
  const { navigationState } = useDemoStatus();
  const status = navigationState.demoEnrollmentStatus;
  return useMemo(
    () => ({ ...explorerPaths(host, language, explorerPageId), linkState: { demoEnrollmentStatus: status } }),
    [host, language, explorerPageId, status],
  );
}
