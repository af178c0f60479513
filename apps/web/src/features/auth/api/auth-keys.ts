/** Query keys of the sign-in feature: every key starts with "auth". */
export const authKeys = {
  all: ["auth"] as const,
  sessionStatus: () => [...authKeys.all, "session-status"] as const,
  authToken: (token: string) => [...authKeys.all, "auth-token", token] as const,
};
