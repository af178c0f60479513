/** Rendering a form: read back with poppler as a reader would, in en and es; page counts; same input, same bytes. */
import { formTemplateSchema } from "@onboard/domain/onboarding-forms/template-schema";
import { describe, expect, it } from "vitest";
import { asSent, broker, completed, ENVELOPE, employer, UA } from "./render-fixtures-test-support";
import { documentSha256, renderCompletedDocument, renderDocumentAsSent } from "./render-form";
import { pdfImages, pdfPageCount, pdfPageTexts } from "./render-test-support";

describe("the document as sent", () => {
  it("shows the values filled so far, one sheet per template page, the slots awaiting their signers", async () => {
    const bytes = await renderDocumentAsSent(asSent);
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(`Group Application | Envelope ${ENVELOPE}`);
    expect(pages[0]).toContain("Employer's legal name Lone Star Logistics LLC");
    expect(pages[0]).toContain("Federal tax ID (EIN) 12-3456789");
    expect(pages[1]).toContain("Requested effective date Jan 1, 2027");
    expect(pages[1]).toContain("X Basic life and AD&D");
    expect(pages[1]).toContain("Dental Short- and long-term disability");
    expect(pages[2]).toContain("Authorized signer Tamika Brooks Awaiting signature");
    expect(pages[2]).toContain("Broker Marcus Bell Awaiting signature");
    expect(pages[2]).toContain("Page 3 of 3");
    expect(pages.join(" ")).not.toContain("Signing certificate");
    expect(await pdfImages(bytes)).toEqual([]);
  });
});

describe("the completed document", () => {
  it("carries every value, both signatures and the signing certificate page, in English", async () => {
    const sentSha = documentSha256(await renderDocumentAsSent(asSent));
    const bytes = await renderCompletedDocument(completed(sentSha));
    expect(await pdfPageCount(bytes)).toBe(4);
    const pages = await pdfPageTexts(bytes);
    expect(pages[2]).toContain("Broker license number TX-2291");
    // The typed name in the script font, then the name and time under the line.
    expect(pages[2]).toContain("Authorized signer Tamika Brooks Tamika Brooks Signed Nov 20, 2026, 9:12:44 AM EST");
    expect(pages[2]).toContain("Broker Marcus Bell Signed Nov 21, 2026, 11:03:30 AM EST");
    expect(await pdfImages(bytes)).toEqual([{ page: 3, width: 240, height: 60 }]);
    const certificate = pages[3] ?? "";
    for (const line of [
      "Signing certificate",
      "Document Group Application",
      `Envelope ID ${ENVELOPE}`,
      `SHA-256 of the document as sent ${sentSha}`,
      "Completed Nov 21, 2026, 11:03:31 AM EST",
      "Times are in the time zone America/New_York",
      "Recipient 1: Tamika Brooks",
      "Name Tamika Brooks E-mail tamika.brooks@lonestarlogistics.example.com Role Authorized signer",
      "Authentication Portal session (password + MFA)",
      "Viewed Nov 20, 2026, 9:05:09 AM EST Signed Nov 20, 2026, 9:12:44 AM EST",
      `IP address 203.0.113.7 User agent ${UA} Signature Typed name`,
      "Recipient 2: Marcus Bell",
      "Role Broker Authentication E-mailed link",
      "Viewed Nov 21, 2026, 11:00:00 AM EST Signed Nov 21, 2026, 11:03:30 AM EST",
      "IP address 198.51.100.24",
      "Signature Drawn",
      "Page 4 of 4",
    ]) {
      expect(certificate).toContain(line);
    }
  });

  it("is worded in Spanish, with the times in the zone asked for", async () => {
    const bytes = await renderCompletedDocument({ ...completed("ab".repeat(32), "es"), timeZone: "America/Chicago" });
    const pages = await pdfPageTexts(bytes);
    expect(pages[0]).toContain(`Solicitud de seguro colectivo | Sobre ${ENVELOPE}`);
    expect(pages[0]).toContain("Nombre legal del empleador Lone Star Logistics LLC");
    expect(pages[1]).toContain("Fecha de vigencia solicitada 1 ene 2027");
    expect(pages[2]).toContain("Firmante autorizado Tamika Brooks Tamika Brooks Firmado 20 nov 2026, 8:12:44 a.m. CST");
    const certificate = pages[3] ?? "";
    for (const line of [
      "Certificado de firma",
      "Documento Solicitud de seguro colectivo",
      `ID del sobre ${ENVELOPE}`,
      `SHA-256 del documento enviado ${"ab".repeat(32)}`,
      "Las horas están en la zona horaria America/Chicago",
      "Destinatario 1: Tamika Brooks",
      "Correo electrónico tamika.brooks@lonestarlogistics.example.com Rol Firmante autorizado",
      "Autenticación Sesión del portal (contraseña + MFA)",
      "Visto 20 nov 2026, 8:05:09 a.m. CST Firmado 20 nov 2026, 8:12:44 a.m. CST",
      "Dirección IP 203.0.113.7",
      "Firma Nombre escrito",
      "Destinatario 2: Marcus Bell",
      "Autenticación Enlace enviado por correo electrónico",
      "Firma Dibujada",
      "Página 4 de 4",
    ]) {
      expect(certificate).toContain(line);
    }
  });

  it("renders a 10-page template as 10 sheets and the certificate page", async () => {
    const tenPages = formTemplateSchema.parse({
      id: "tpl-ten-pages",
      name: { en: "Ten-page form", es: "Formulario de diez páginas" },
      roles: [{ id: "authorized-signer", label: { en: "Authorized signer", es: "Firmante autorizado" } }],
      pages: Array.from({ length: 10 }, (_, i) => ({
        blocks: [
          { type: "heading", text: { en: `Section ${i + 1}`, es: `Sección ${i + 1}` } },
          {
            type: "paragraph",
            text: { en: "The employer agrees. ".repeat(40), es: "El empleador acepta. ".repeat(40) },
          },
          ...(i === 9 ? [{ type: "signature", roleId: "authorized-signer" }] : []),
        ],
      })),
    });
    const bytes = await renderCompletedDocument({
      ...completed("cd".repeat(32)),
      template: tenPages,
      recipients: [employer],
    });
    expect(await pdfPageCount(bytes)).toBe(11);
    const pages = await pdfPageTexts(bytes);
    expect(pages[9]).toContain("Section 10");
    expect(pages[10]).toContain("Signing certificate");
    expect(pages[10]).toContain("Page 11 of 11");
  });

  it("gives the same bytes for the same input, and other bytes for another creation date", async () => {
    const input = completed("ef".repeat(32));
    const [first, second] = await Promise.all([renderCompletedDocument(input), renderCompletedDocument(input)]);
    expect(documentSha256(first)).toBe(documentSha256(second));
    const later = await renderCompletedDocument({ ...input, createdAt: new Date("2026-11-22T00:00:00Z") });
    expect(documentSha256(later)).not.toBe(documentSha256(first));
  });

  it("spells a name beyond Latin-1 right, in the signature and the certificate, and refuses a drawing that is not a PNG", async () => {
    const polish = { ...employer, name: "Łukasz Wójcik", signature: { kind: "typed" as const, name: "Łukasz Wójcik" } };
    const bytes = await renderCompletedDocument({ ...completed("01".repeat(32)), recipients: [polish, broker] });
    const pages = await pdfPageTexts(bytes);
    // The script name, then the name under the line; the certificate spells it right too.
    expect(pages[2]).toContain("Authorized signer Łukasz Wójcik Łukasz Wójcik Signed");
    expect(pages[3]).toContain("Recipient 1: Łukasz Wójcik Name Łukasz Wójcik");
    const jpeg = {
      ...broker,
      signature: { kind: "drawn" as const, pngDataUrl: "data:image/png;base64,/9j/4AAQSkZJRg==" },
    };
    await expect(
      renderCompletedDocument({ ...completed("01".repeat(32)), recipients: [employer, jpeg] }),
    ).rejects.toThrow("The drawn signature is not a PNG image.");
  });
});
