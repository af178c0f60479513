/**
 * Absolute links into the public explorer for e-mails: on the explorer host when one is configured
 * (/{lang}/{pageId}), else on the portal (/{lang}/benefits-explorer/{pageId}); English has no language prefix.
 */
import type { Language } from "@onboard/domain/common/environments";
import { explorerDocumentPath } from "@onboard/domain/explorer/explorer-page-schemas";
import { buildPath } from "@onboard/domain/routes/build-path";
import { buildExplorerHostPath } from "@onboard/domain/routes/explorer-host";

export interface ExplorerLinks {
  pageUrl(explorerPageId: string, language: Language): string;
  documentUrl(explorerPageId: string, documentId: string): string;
}

export function explorerLinks(options: { publicOrigin: string; explorerOrigin: string | null }): ExplorerLinks {
  const origin = (options.explorerOrigin ?? options.publicOrigin).replace(/\/+$/, "");
  const onExplorerHost = options.explorerOrigin !== null;
  return {
    pageUrl: (explorerPageId, language) =>
      origin +
      (onExplorerHost
        ? buildExplorerHostPath("benefitsExplorer", { explorerPageId }, { language })
        : buildPath("benefitsExplorer", { explorerPageId }, undefined, { language })),
    documentUrl: (explorerPageId, documentId) => origin + explorerDocumentPath(explorerPageId, documentId),
  };
}
