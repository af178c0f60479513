/**
 * The client form of the internal area (create, and the details section of the manage page): flat fields a form can
 * bind, checked with the same rules as the API, and turned into the create or update body.
 */
import { z } from "zod";
import { optionalEmailSchema } from "../validation/email";
import { text191 } from "../validation/text";
import { CLIENT_MESSAGES } from "./client-messages";
import type { ClientDetail, CreateClientInput, UpdateClientInput } from "./client-schemas";
import { IMPLEMENTATION_TYPES, PHASES, RELEASE_STATUSES } from "./enums";

export const clientFormSchema = z.object({
  name: text191(CLIENT_MESSAGES.nameRequired),
  caseId: text191(CLIENT_MESSAGES.caseIdRequired),
  ticketId: text191(),
  implementationType: z.enum(IMPLEMENTATION_TYPES),
  isTest: z.boolean(),
  employeesNumber: z.number().int().min(0).nullable(),
  consultantFirstName: text191(),
  consultantLastName: text191(),
  consultantPhoneNumber: text191(),
  consultantEmail: optionalEmailSchema,
});
export type ClientFormValues = z.infer<typeof clientFormSchema>;

/** The manage page also edits where the client is in its onboarding. */
export const clientDetailsFormSchema = clientFormSchema.extend({
  phaseId: z.enum(PHASES),
  releaseStatus: z.enum(RELEASE_STATUSES),
});
export type ClientDetailsFormValues = z.infer<typeof clientDetailsFormSchema>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: "",
  caseId: "",
  ticketId: "",
  implementationType: "NEW_IMPLEMENTATION",
  isTest: false,
  employeesNumber: null,
  consultantFirstName: "",
  consultantLastName: "",
  consultantPhoneNumber: "",
  consultantEmail: "",
};

/** Form field → API body path, for server field errors (`body.implementationConsultant.email` → consultantEmail). */
export const CLIENT_FORM_ERROR_PATHS: Record<string, keyof ClientDetailsFormValues> = {
  name: "name",
  caseId: "caseId",
  ticketId: "ticketId",
  implementationType: "implementationType",
  employeesNumber: "employeesNumber",
  "implementationConsultant.firstName": "consultantFirstName",
  "implementationConsultant.lastName": "consultantLastName",
  "implementationConsultant.phoneNumber": "consultantPhoneNumber",
  "implementationConsultant.email": "consultantEmail",
  phaseId: "phaseId",
  releaseStatus: "releaseStatus",
};

function consultantOf(values: ClientFormValues): CreateClientInput["implementationConsultant"] {
  const consultant = {
    firstName: values.consultantFirstName,
    lastName: values.consultantLastName,
    phoneNumber: values.consultantPhoneNumber,
    email: values.consultantEmail,
  };
  return Object.values(consultant).every((value) => value === "") ? null : consultant;
}

export function toCreateClientBody(values: ClientFormValues): CreateClientInput {
  return {
    name: values.name,
    caseId: values.caseId,
    ticketId: values.ticketId === "" ? null : values.ticketId,
    implementationType: values.implementationType,
    isTest: values.isTest,
    employeesNumber: values.employeesNumber,
    implementationConsultant: consultantOf(values),
  };
}

export function toUpdateClientBody(values: ClientDetailsFormValues): Omit<UpdateClientInput, "version"> {
  return { ...toCreateClientBody(values), phaseId: values.phaseId, releaseStatus: values.releaseStatus };
}

export function clientDetailsFormValues(client: ClientDetail): ClientDetailsFormValues {
  const consultant = client.implementationConsultant;
  return {
    name: client.name,
    caseId: client.caseId,
    ticketId: client.ticketId ?? "",
    implementationType: client.implementationType,
    isTest: client.isTest,
    employeesNumber: client.employeesNumber,
    consultantFirstName: consultant?.firstName ?? "",
    consultantLastName: consultant?.lastName ?? "",
    consultantPhoneNumber: consultant?.phoneNumber ?? "",
    consultantEmail: consultant?.email ?? "",
    phaseId: client.phaseId,
    releaseStatus: client.releaseStatus,
  };
}
