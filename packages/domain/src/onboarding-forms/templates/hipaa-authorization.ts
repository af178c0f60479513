/**
 * The carrier's HIPAA Authorization (`tpl-hipaa-authorization`, as the demo seed names it): the plan sponsor lets a
 * named representative receive the group's protected health information; signed by the authorized signer alone.
 */
import type { FormTemplateInput } from "../template-schema";
import { AUTHORIZED_SIGNER, field, heading, paragraph, signature } from "./template-builders";

const SIGNER = AUTHORIZED_SIGNER.id;

export const HIPAA_AUTHORIZATION: FormTemplateInput = {
  id: "tpl-hipaa-authorization",
  name: { en: "HIPAA Authorization", es: "Autorización HIPAA" },
  roles: [AUTHORIZED_SIGNER],
  pages: [
    {
      blocks: [
        heading("Authorization to disclose health information", "Autorización para divulgar información de salud"),
        paragraph(
          "The plan sponsor authorizes the carrier to share the group's protected health information with the representative named below, only to administer the group's plans. This authorization ends one year after it is signed unless revoked earlier in writing.",
          "El patrocinador del plan autoriza a la aseguradora a compartir la información de salud protegida del grupo con el representante que se indica a continuación, solo para administrar los planes del grupo. Esta autorización vence un año después de su firma, salvo que se revoque antes por escrito.",
        ),
        field("group-name", ["Group name", "Nombre del grupo"], "text", SIGNER),
        field("representative-name", ["Representative's name", "Nombre del representante"], "text", SIGNER),
        field(
          "representative-email",
          ["Representative's e-mail", "Correo electrónico del representante"],
          "text",
          SIGNER,
          {
            format: "email",
          },
        ),
        field("authorization-start", ["Authorization starts on", "La autorización comienza el"], "date", SIGNER),
        field(
          "attest-minimum-necessary",
          [
            "I confirm the representative will receive only what is needed to administer the plans",
            "Confirmo que el representante recibirá solo lo necesario para administrar los planes",
          ],
          "checkbox",
          SIGNER,
        ),
        signature(SIGNER),
      ],
    },
  ],
};
