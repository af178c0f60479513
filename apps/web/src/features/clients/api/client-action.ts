/**
 * The one-call staff actions on a client, each a POST or PUT without a form: re-sync, copy the plan configuration,
 * undo IC edits and send activation e-mails. Each refreshes the client; the e-mail one announces what it sent.
 */

import type { EmailIds } from "@onboard/domain/clients/client-schemas";
import type { Language } from "@onboard/domain/common/environments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { invalidateClient } from "./client-keys";

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

export const syncClient = (clientId: string) => apiClient.put<unknown>(`${base(clientId)}/sync`);
export const copyPlanConfiguration = (clientId: string) =>
  apiClient.post<{ copiedPlanIds: string[]; skippedBenefitTypes: string[] }>(`${base(clientId)}/plan-configuration`);
export const undoIcEdits = (clientId: string) =>
  apiClient.post<{ undoneCount: number; changesUndoneAt: string }>(`${base(clientId)}/undo-ic-edits`);
export const sendActivationEmails = (clientId: string, language: Language) =>
  apiClient.post<EmailIds>(`${base(clientId)}/activation-emails`, undefined, { query: { language } });

function useClientAction<T>(clientId: string, call: () => Promise<T>, onDone?: (result: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      onDone?.(result);
      return invalidateClient(queryClient, clientId);
    },
  });
}

export const useSyncClient = (clientId: string) => useClientAction(clientId, () => syncClient(clientId));
export const useCopyPlanConfiguration = (clientId: string) =>
  useClientAction(clientId, () => copyPlanConfiguration(clientId));
export const useUndoIcEdits = (clientId: string) => useClientAction(clientId, () => undoIcEdits(clientId));
export const useSendActivationEmails = (clientId: string, language: Language) =>
  useClientAction(
    clientId,
    () => sendActivationEmails(clientId, language),
    ({ emailIds }) => {
      const [first] = emailIds;
      if (first) announceEmailSent(first, clientId);
    },
  );
