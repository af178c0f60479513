import { describe, expect, it } from "vitest";
import { type FormTemplateInput, formTemplateSchema, templateFields } from "./template-schema";
import { CARRIER_FORM_TEMPLATES, findCarrierTemplate } from "./templates/carrier-templates";

const SIGNER = { id: "signer", label: { en: "Authorized signer", es: "Firmante autorizado" } };
const BROKER = { id: "broker", label: { en: "Broker", es: "Corredor" } };
const NAME = {
  id: "name",
  label: { en: "Name", es: "Nombre" },
  kind: "text",
  required: true,
  filledBy: "signer",
} as const;
const minimal = (overrides: Partial<FormTemplateInput> = {}): FormTemplateInput => ({
  id: "tpl-test",
  name: { en: "Test", es: "Prueba" },
  roles: [SIGNER],
  pages: [
    {
      blocks: [
        { type: "field", field: NAME },
        { type: "signature", roleId: "signer" },
      ],
    },
  ],
  ...overrides,
});
const messages = (input: unknown) => formTemplateSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe("the carrier's form templates", () => {
  it("are valid templates, with the ids the demo seed names", () => {
    expect(CARRIER_FORM_TEMPLATES.map((template) => template.id)).toEqual([
      "tpl-group-application",
      "tpl-participation-agreement",
      "tpl-hipaa-authorization",
    ]);
    expect(findCarrierTemplate("tpl-hipaa-authorization")?.name.es).toBe("Autorización HIPAA");
    expect(findCarrierTemplate("tpl-unknown")).toBeNull();
  });

  it("put the signature slots in routing order, the broker signing after the employer", () => {
    const application = findCarrierTemplate("tpl-group-application");
    const slots = application?.pages.flatMap((page) =>
      page.blocks.flatMap((block) => (block.type === "signature" ? [block.roleId] : [])),
    );
    expect(slots).toEqual(["authorized-signer", "broker"]);
    expect(application?.roles.map((role) => [role.id, role.optional])).toEqual([
      ["authorized-signer", false],
      ["broker", true],
    ]);
    expect(templateFields(application ?? { pages: [] }).filter((field) => field.filledBy === "broker")).toHaveLength(1);
  });

  it("are worded in en and es on every heading, paragraph and label", () => {
    for (const template of CARRIER_FORM_TEMPLATES) {
      for (const block of template.pages.flatMap((page) => page.blocks)) {
        const text = block.type === "field" ? block.field.label : block.type === "signature" ? null : block.text;
        if (text) expect(text.es).not.toBe("");
      }
    }
  });
});

describe("a template definition", () => {
  it("accepts a minimal template, a role being required unless it says otherwise", () => {
    expect(formTemplateSchema.parse(minimal()).roles[0]?.optional).toBe(false);
  });

  it.each<[string, FormTemplateInput, string]>([
    [
      "a field filled by an undeclared role",
      minimal({
        pages: [
          {
            blocks: [
              { type: "field", field: { ...NAME, filledBy: "payroll" } },
              { type: "signature", roleId: "signer" },
            ],
          },
        ],
      }),
      'Field "name" is filled by an unknown role "payroll"',
    ],
    [
      "a field id used twice",
      minimal({
        pages: [
          {
            blocks: [
              { type: "field", field: NAME },
              { type: "field", field: NAME },
              { type: "signature", roleId: "signer" },
            ],
          },
        ],
      }),
      'Field "name" appears twice',
    ],
    [
      "a role without a signature slot",
      minimal({ roles: [SIGNER, BROKER] }),
      'Role "broker" needs exactly one signature slot, not 0',
    ],
    [
      "slots out of routing order",
      minimal({
        roles: [SIGNER, BROKER],
        pages: [
          {
            blocks: [
              { type: "signature", roleId: "broker" },
              { type: "signature", roleId: "signer" },
            ],
          },
        ],
      }),
      "The signature slots must follow the roles' routing order",
    ],
    [
      "a format on a checkbox",
      minimal({
        pages: [
          {
            blocks: [
              { type: "field", field: { ...NAME, kind: "checkbox", format: "email" } },
              { type: "signature", roleId: "signer" },
            ],
          },
        ],
      }),
      'Only a text field takes a length or a format ("name")',
    ],
    [
      "a missing Spanish name",
      minimal({ name: { en: "Test", es: "" } }),
      "Too small: expected string to have >=1 characters",
    ],
  ])("refuses %s", (_name, input, message) => {
    expect(messages(input)).toContain(message);
  });

  it("refuses an id that is not a template id, and unknown keys", () => {
    expect(formTemplateSchema.safeParse(minimal({ id: "group-application" })).success).toBe(false);
    expect(formTemplateSchema.safeParse({ ...minimal(), version: 2 }).success).toBe(false);
  });
});
