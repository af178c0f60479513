import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "../../http/content-disposition";
import { recogniseFile } from "./detect-file-type";
import { renamedFileName } from "./rename-document";

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const cfbWith = (stream: string) => Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from(stream, "utf16le")]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("recogniseFile", () => {
  it("knows a PDF by its bytes and appends .pdf to a name without a known extension", async () => {
    expect(await recogniseFile(PDF, "bill.PDF")).toMatchObject({ type: { key: "pdf" }, name: "bill.PDF" });
    expect(await recogniseFile(PDF, "Q1.2024")).toMatchObject({ name: "Q1.2024.pdf" });
    expect(await recogniseFile(PDF, "report.exe")).toMatchObject({ name: "report.exe.pdf" });
  });

  it("refuses bytes that contradict an allowed extension", async () => {
    await expect(recogniseFile(PDF, "photo.png")).rejects.toThrow("This file type is not allowed.");
  });

  it("tells an old Word or Excel file from an installer by its streams", async () => {
    expect(await recogniseFile(cfbWith("WordDocument"), "letter.doc")).toMatchObject({ type: { key: "doc" } });
    expect(await recogniseFile(cfbWith("Workbook"), "sheet.xls")).toMatchObject({ type: { key: "xls" } });
    await expect(recogniseFile(cfbWith("SummaryInformation"), "setup.doc")).rejects.toThrow("not allowed");
    await expect(recogniseFile(cfbWith("WordDocument"), "setup.msi")).rejects.toThrow("not allowed");
  });

  it("takes text as CSV or TXT, and refuses binary without a signature", async () => {
    expect(await recogniseFile(Buffer.from("a,b\n1,2\n"), "data.csv")).toMatchObject({ type: { key: "csv" } });
    expect(await recogniseFile(Buffer.from("notes"), "notes")).toMatchObject({ name: "notes.txt" });
    const windows1252 = Buffer.from("name;city\r\nJos\xe9;M\xe1laga\r\n", "latin1");
    expect(await recogniseFile(windows1252, "export.csv")).toMatchObject({ type: { key: "csv" } });
    await expect(recogniseFile(Buffer.from([0x00, 0x01, 0x02, 0xff]), "blob.txt")).rejects.toThrow("not allowed");
  });
});

describe("recogniseFile on UTF-16 and TSV text", () => {
  const census = "First Name,Last Name,City\r\nJosé,Núñez,Málaga\r\n";
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
  const utf16be = (text: string) => utf16le(text).swap16();

  it("takes UTF-16 text that starts with its byte-order mark, either byte order", async () => {
    expect(await recogniseFile(utf16le(census), "census.csv")).toMatchObject({
      type: { key: "csv" },
      name: "census.csv",
    });
    expect(await recogniseFile(utf16be(census.replaceAll(",", "\t")), "census.tsv")).toMatchObject({
      type: { key: "tsv", mimeType: "text/tab-separated-values" },
      name: "census.tsv",
    });
    expect(await recogniseFile(utf16le("Unicode text"), "export")).toMatchObject({ name: "export.txt" });
  });

  it("refuses UTF-16 without a byte-order mark: its NUL bytes cannot be told from binary", async () => {
    await expect(recogniseFile(Buffer.from(census, "utf16le"), "census.csv")).rejects.toThrow("not allowed");
  });

  it("refuses a byte-order mark followed by binary, a broken surrogate or an odd byte", async () => {
    const withMark = (bytes: number[]) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(bytes)]);
    await expect(recogniseFile(withMark([0x41, 0x00, 0x01, 0x00]), "census.csv")).rejects.toThrow("not allowed");
    await expect(recogniseFile(withMark([0x41, 0x00, 0x00, 0xdc]), "census.csv")).rejects.toThrow("not allowed");
    await expect(recogniseFile(withMark([0x41, 0x00, 0x42]), "census.csv")).rejects.toThrow("not allowed");
  });

  it("takes a .tsv as TSV and keeps its name", async () => {
    const tsv = Buffer.from("First Name\tLast Name\r\nJane\tDoe\r\n");
    expect(await recogniseFile(tsv, "census.tsv")).toMatchObject({ type: { key: "tsv" }, name: "census.tsv" });
  });

  it("refuses binary named as a census", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    for (const name of ["census.csv", "census.tsv"]) {
      await expect(recogniseFile(png, name)).rejects.toThrow("not allowed");
      await expect(recogniseFile(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), name)).rejects.toThrow(
        "not allowed",
      );
    }
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition('Año "2026" (final).pdf')).toBe(
      `attachment; filename="A_o _2026_ (final).pdf"; filename*=UTF-8''A%C3%B1o%20%222026%22%20%28final%29.pdf`,
    );
  });
});

describe("renamedFileName", () => {
  it("keeps the document's extension", () => {
    expect(renamedFileName("Certificate", "scan.pdf")).toBe("Certificate.pdf");
    expect(renamedFileName("Certificate.PDF", "scan.pdf")).toBe("Certificate.PDF");
    expect(renamedFileName("Certificate.png", "scan.pdf")).toBe("Certificate.png.pdf");
  });
});
