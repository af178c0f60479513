/**
 * The carrier's Group Application (template `tpl-group-application`, as the demo seed names it): the employer, the
 * policy and its coverages, and the attestations, signed by the employer's authorized signer and then by the broker.
 */
import type { FormTemplateInput } from "../template-schema";
import { AUTHORIZED_SIGNER, BROKER, field, heading, paragraph, signature } from "./template-builders";

const SIGNER = AUTHORIZED_SIGNER.id;

export const GROUP_APPLICATION: FormTemplateInput = {
  id: "tpl-group-application",
  name: { en: "Group Application", es: "Solicitud de seguro colectivo" },
  roles: [AUTHORIZED_SIGNER, BROKER],
  pages: [
    {
      blocks: [
        heading("Part 1. The employer", "Parte 1. El empleador"),
        paragraph(
          "The employer named below applies to the carrier for the group insurance policy described in this application. Please give the employer's legal name as it appears on its tax filings.",
          "El empleador que se indica a continuación solicita a la aseguradora la póliza de seguro colectivo descrita en esta solicitud. Indique el nombre legal del empleador tal como figura en sus declaraciones de impuestos.",
        ),
        field("employer-legal-name", ["Employer's legal name", "Nombre legal del empleador"], "text", SIGNER),
        field(
          "employer-tax-id",
          ["Federal tax ID (EIN)", "Número de identificación fiscal federal (EIN)"],
          "text",
          SIGNER,
          {
            format: "taxId",
          },
        ),
        field("employer-street", ["Street address", "Dirección"], "text", SIGNER),
        field("employer-zip", ["Zip code", "Código postal"], "text", SIGNER, { format: "zipCode" }),
        field(
          "employer-contact-email",
          ["Benefits contact e-mail", "Correo electrónico del contacto de beneficios"],
          "text",
          SIGNER,
          {
            format: "email",
          },
        ),
      ],
    },
    {
      blocks: [
        heading("Part 2. The policy and its coverages", "Parte 2. La póliza y sus coberturas"),
        paragraph(
          "Coverage starts on the requested effective date once the carrier approves this application and receives the first premium. Eligible employees are those actively at work for at least 30 hours a week.",
          "La cobertura comienza en la fecha de vigencia solicitada una vez que la aseguradora aprueba esta solicitud y recibe la primera prima. Son elegibles los empleados que trabajan activamente al menos 30 horas por semana.",
        ),
        field("requested-effective-date", ["Requested effective date", "Fecha de vigencia solicitada"], "date", SIGNER),
        field("eligible-employees", ["Number of eligible employees", "Número de empleados elegibles"], "text", SIGNER, {
          maxLength: 6,
        }),
        field("coverage-life", ["Basic life and AD&D", "Vida básica y muerte accidental (AD&D)"], "checkbox", SIGNER, {
          required: false,
        }),
        field("coverage-dental", ["Dental", "Dental"], "checkbox", SIGNER, { required: false }),
        field(
          "coverage-disability",
          ["Short- and long-term disability", "Incapacidad a corto y largo plazo"],
          "checkbox",
          SIGNER,
          {
            required: false,
          },
        ),
      ],
    },
    {
      blocks: [
        heading("Part 3. Attestations and signatures", "Parte 3. Declaraciones y firmas"),
        paragraph(
          "The employer declares that the statements in this application are true and complete to the best of its knowledge, and that the carrier relies on them to issue the policy.",
          "El empleador declara que las afirmaciones de esta solicitud son verdaderas y completas según su leal saber y entender, y que la aseguradora se basa en ellas para emitir la póliza.",
        ),
        field(
          "attest-statements-true",
          [
            "I confirm these statements are true and complete",
            "Confirmo que estas afirmaciones son verdaderas y completas",
          ],
          "checkbox",
          SIGNER,
        ),
        field("signer-title", ["Signer's title", "Cargo del firmante"], "text", SIGNER),
        signature(SIGNER),
        paragraph(
          "The broker confirms that they explained the coverages to the employer and holds a license in the employer's state.",
          "El corredor confirma que explicó las coberturas al empleador y que tiene licencia en el estado del empleador.",
        ),
        field(
          "broker-license-number",
          ["Broker license number", "Número de licencia del corredor"],
          "text",
          BROKER.id,
          {
            maxLength: 30,
          },
        ),
        signature(BROKER.id),
      ],
    },
  ],
};
