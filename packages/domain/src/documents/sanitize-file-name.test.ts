import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "./sanitize-file-name";

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\me\\Desktop\\bill.pdf", "bill.pdf"],
    ["report\u0000\u0007.pdf", "report.pdf"],
    ['a<b>c:d"e|f?g*h.pdf', "a_b_c_d_e_f_g_h.pdf"],
    ["  spaced   out  name .xlsx ", "spaced out name .xlsx"],
    [".hidden.pdf", "hidden.pdf"],
    ["..", "document"],
    ["", "document"],
    ["   ", "document"],
    ["\u202egpj.exe", "gpj.exe"],
    ["***.pdf", "document.pdf"],
    ["Certificado de cobertura – José.pdf", "Certificado de cobertura – José.pdf"],
  ])("%j becomes %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("keeps the extension when it cuts a long name to 191 characters", () => {
    const name = sanitizeFileName(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(191);
    expect(name.endsWith("aaa.pdf")).toBe(true);
  });

  it("leaves a name of exactly 191 characters as it is", () => {
    const name = `${"b".repeat(187)}.pdf`;
    expect(sanitizeFileName(name)).toBe(name);
  });
});
