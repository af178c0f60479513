/**
 * The carrier's Participation Agreement (`tpl-participation-agreement`): the employer's commitment on contributions,
 * participation and premium payment, signed by the employer's authorized signer and then by the broker.
 */
import type { FormTemplateInput } from "../template-schema";
import { AUTHORIZED_SIGNER, BROKER, field, heading, paragraph, signature } from "./template-builders";

const SIGNER = AUTHORIZED_SIGNER.id;

export const PARTICIPATION_AGREEMENT: FormTemplateInput = {
  id: "tpl-participation-agreement",
  name: { en: "Participation Agreement", es: "Acuerdo de participación" },
  roles: [AUTHORIZED_SIGNER, BROKER],
  pages: [
    {
      blocks: [
        heading("Contributions and participation", "Aportes y participación"),
        paragraph(
          "The employer agrees to pay at least 50% of each employee's premium for employer-paid coverages, and to keep at least 75% of eligible employees enrolled in each contributory coverage.",
          "El empleador se compromete a pagar al menos el 50 % de la prima de cada empleado en las coberturas pagadas por el empleador, y a mantener inscritos al menos al 75 % de los empleados elegibles en cada cobertura contributiva.",
        ),
        field("policy-number", ["Policy number", "Número de póliza"], "text", SIGNER, { maxLength: 20 }),
        field("employer-contribution", ["Employer contribution (%)", "Aporte del empleador (%)"], "text", SIGNER, {
          maxLength: 3,
        }),
        paragraph(
          "Premiums are due on the first day of each month. Coverage may end if a premium is unpaid 31 days after its due date.",
          "Las primas vencen el primer día de cada mes. La cobertura puede terminar si una prima no se paga 31 días después de su vencimiento.",
        ),
      ],
    },
    {
      blocks: [
        heading("Agreement", "Acuerdo"),
        field(
          "attest-participation",
          [
            "I agree to the contribution and participation terms above",
            "Acepto los términos de aporte y participación anteriores",
          ],
          "checkbox",
          SIGNER,
        ),
        field("agreement-date", ["Date of agreement", "Fecha del acuerdo"], "date", SIGNER),
        signature(SIGNER),
        field(
          "broker-attest-explained",
          ["I explained these terms to the employer", "Expliqué estos términos al empleador"],
          "checkbox",
          BROKER.id,
        ),
        signature(BROKER.id),
      ],
    },
  ],
};
