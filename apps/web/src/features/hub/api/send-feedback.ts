/** POST /api/clients/:clientId/feedback: a 1–5 rating with an optional comment. */
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath } from "./hub-keys";
import type { Feedback, FeedbackInput } from "./hub-types";

export function sendFeedback(clientId: string, input: FeedbackInput): Promise<Feedback> {
  return apiClient.post<Feedback>(`${clientPath(clientId)}/feedback`, input);
}

export function useSendFeedback(clientId: string) {
  return useMutation({ mutationFn: (input: FeedbackInput) => sendFeedback(clientId, input) });
}
