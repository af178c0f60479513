/** A create or update body → the clients columns it sets (the consultant is four columns; "" clears one). */
import type { CreateClientBody, UpdateClientBody } from "@onboard/domain/clients/client-schemas";
import type { clients } from "../../db/schema/index";

type ClientColumns = Partial<typeof clients.$inferInsert>;
type Consultant = CreateClientBody["implementationConsultant"];

function consultantColumns(consultant: Consultant): ClientColumns {
  if (consultant === undefined) return {};
  const orNull = (value: string | undefined) => (value ? value : null);
  return {
    implementationConsultantFirstName: orNull(consultant?.firstName),
    implementationConsultantLastName: orNull(consultant?.lastName),
    implementationConsultantPhoneNumber: orNull(consultant?.phoneNumber),
    implementationConsultantEmail: orNull(consultant?.email),
  };
}

/** Only the fields present in the body; undefined ones are left alone. */
export function clientColumns(body: CreateClientBody | UpdateClientBody): ClientColumns {
  const { implementationConsultant, ...rest } = body;
  const plain = Object.fromEntries(
    Object.entries(rest).filter(([key, value]) => key !== "version" && value !== undefined),
  ) as ClientColumns;
  return { ...plain, ...consultantColumns(implementationConsultant) };
}
