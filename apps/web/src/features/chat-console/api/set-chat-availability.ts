/** PUT /api/chat/console/availability: the agent available (or not) in one department; answers the console. */
import type { ChatConsole, SetChatAvailabilityInput } from "@onboard/domain/chat/chat-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { chatStaffKeys } from "../../../lib/chat-staff/chat-staff-keys";
import { CHAT_CONSOLE_PATH } from "./get-chat-console";

export function setChatAvailability(input: SetChatAvailabilityInput): Promise<ChatConsole> {
  return apiClient.put<ChatConsole>(`${CHAT_CONSOLE_PATH}/availability`, input);
}

export function useSetChatAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatAvailability,
    onSuccess: (answer) => queryClient.setQueryData(chatStaffKeys.console(), answer),
  });
}
