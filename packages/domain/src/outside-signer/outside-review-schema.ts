/**
 * What the outside signer's review page reads (GET /api/outside-signer/clients/:clientId/eif): the form as the client
 * answered it, the client's and the signer's names, whether it is signed, what is still missing, the consent
 * statements, and the edit state after signing (decision 019), which sets the page's header.
 */
import { z } from "zod";
import { eifDraftSchema } from "../eif/eif-draft-schemas";
import { eifChangesSchema } from "../eif-changes/eif-changes-schema";

export const outsideReviewSchema = z.object({
  draft: eifDraftSchema,
  clientName: z.string(),
  signer: z.object({ firstName: z.string(), lastName: z.string(), title: z.string().nullable() }),
  /** Each answer still missing, as `eif.<step>.<sub-step>.<field>` with its step and sub-step. */
  missing: z.array(z.object({ stepId: z.string(), subStepId: z.string(), field: z.string(), message: z.string() })),
  consentStatements: z.object({ en: z.string(), es: z.string() }),
  changes: eifChangesSchema,
  /** Names of the ben admin platforms the answers refer to (the signer cannot read the list call). */
  benAdminPlatforms: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OutsideReview = z.infer<typeof outsideReviewSchema>;
