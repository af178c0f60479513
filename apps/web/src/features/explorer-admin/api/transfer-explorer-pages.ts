/** PUT /api/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId: every page of one owner to another. */
import {
  EXPLORER_ADMIN_PATHS,
  type transferExplorerPagesResponseSchema,
} from "@onboard/domain/explorer/explorer-admin-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { explorerPagesKeys } from "../../../lib/explorer-pages-list";
import { explorerAdminKeys } from "./explorer-admin-keys";

export type TransferResult = z.infer<typeof transferExplorerPagesResponseSchema>;

export interface TransferRequest {
  currentPageOwnerId: string;
  newPageOwnerId: string;
}

export function transferExplorerPages({
  currentPageOwnerId,
  newPageOwnerId,
}: TransferRequest): Promise<TransferResult> {
  return apiClient.put<TransferResult>(EXPLORER_ADMIN_PATHS.transfer(currentPageOwnerId, newPageOwnerId));
}

export function useTransferExplorerPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferExplorerPages,
    // Any loaded site (and the client lists) may have changed owner.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: explorerAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: explorerPagesKeys.all }),
      ]),
  });
}
