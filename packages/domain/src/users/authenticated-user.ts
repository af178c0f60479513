/** The signed-in user as GET /api/users/authenticated returns it (null when signed out). */
import { z } from "zod";
import { CARRIER_ROLES } from "./roles";

export const authenticatedUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(CARRIER_ROLES),
  termsOfUseDate: z.string().nullable(),
  clientIds: z.array(z.string()),
  clients: z.array(z.object({ id: z.string(), name: z.string(), completedSetupAt: z.string().nullable() })),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;
