/**
 * The sealing certificate: created once under DATA_DIR/esign and reused (also when two loads race, as two processes
 * starting at once would), what the created one is, and a configured PKCS#12 (made by OpenSSL, as a carrier's would
 * be exported) used as given.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type forge from "node-forge";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEAL_COMMON_NAME, SEAL_KEY_BITS } from "./create-seal-p12";
import { SealCertificateError } from "./read-p12";
import { sealPdf } from "./seal-pdf";
import { pdfsig, sampleFormPdf } from "./seal-test-support";
import {
  loadSealingCertificate,
  readOrCreateSealingCertificate,
  sealingCertificateSource,
} from "./sealing-certificate";

const run = promisify(execFile);
let root: string;
const defaults = () =>
  sealingCertificateSource({ dataDir: "data", esignSeal: { p12Path: null, p12Passphrase: "" } }, root);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sealing-certificate-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the default sealing certificate", () => {
  it("is created on first use under DATA_DIR/esign, readable by its owner only, and reused", async () => {
    const source = defaults();
    expect(source.path).toBe(path.join(root, "data", "esign", "seal.p12"));
    const first = await loadSealingCertificate(source);
    const second = await loadSealingCertificate(source);
    expect(first.origin).toBe("created");
    expect(second).toBe(first);
    expect((await stat(source.path)).mode & 0o777).toBe(0o600);
    // Read again from the file, as the next process would.
    const reread = await readOrCreateSealingCertificate(source);
    expect(reread.origin).toBe("existing");
    expect(reread.serialNumber).toBe(first.serialNumber);
  });

  it("ends as one certificate when two loads create it at once", async () => {
    const source = defaults();
    const [a, b] = await Promise.all([readOrCreateSealingCertificate(source), readOrCreateSealingCertificate(source)]);
    expect(a.serialNumber).toBe(b.serialNumber);
    expect([a.origin, b.origin].filter((origin) => origin === "created")).toHaveLength(1);
    expect((await readOrCreateSealingCertificate(source)).serialNumber).toBe(a.serialNumber);
    // No temporary file is left beside it.
    expect(await readdir(path.dirname(source.path))).toEqual(["seal.p12"]);
  });

  it("is a self-signed RSA 3072 seal for 10 years: digitalSignature and nonRepudiation, not a CA", async () => {
    const certificate = await readOrCreateSealingCertificate(defaults());
    const [x509] = certificate.certificates;
    if (!x509) throw new Error("no certificate");
    expect(certificate.subject).toBe(SEAL_COMMON_NAME);
    expect(certificate.issuer).toBe(SEAL_COMMON_NAME);
    expect((x509.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(SEAL_KEY_BITS);
    expect(x509.getExtension("keyUsage")).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(x509.getExtension("keyUsage")).not.toMatchObject({ keyCertSign: true });
    expect(x509.getExtension("basicConstraints")).toMatchObject({ cA: false });
    expect(certificate.notAfter.getUTCFullYear() - certificate.notBefore.getUTCFullYear()).toBe(10);
    expect(certificate.serialNumber).toMatch(/^[4-7][0-9a-f]{31}$/);
    // A second certificate elsewhere gets another serial.
    const other = await readOrCreateSealingCertificate({ ...defaults(), path: path.join(root, "other.p12") });
    expect(other.serialNumber).not.toBe(certificate.serialNumber);
  });

  it("is protected by ESIGN_SEAL_P12_PASSPHRASE when set", async () => {
    const source = { ...defaults(), passphrase: "a passphrase" };
    const created = await readOrCreateSealingCertificate(source);
    await expect(readOrCreateSealingCertificate({ ...source, passphrase: "" })).rejects.toThrow(SealCertificateError);
    expect((await readOrCreateSealingCertificate(source)).serialNumber).toBe(created.serialNumber);
  });
});

describe("a configured sealing certificate", () => {
  async function carrierP12(passphrase: string) {
    const key = path.join(root, "carrier-key.pem");
    const cert = path.join(root, "carrier-cert.pem");
    const p12 = path.join(root, "carrier.p12");
    const subject = "/CN=Carrier document seal/O=Carrier Inc.";
    await run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "30",
      "-subj",
      subject,
    ]);
    await run("openssl", [
      "pkcs12",
      "-export",
      "-inkey",
      key,
      "-in",
      cert,
      "-out",
      p12,
      "-passout",
      `pass:${passphrase}`,
    ]);
    const { stdout } = await run("openssl", ["x509", "-noout", "-serial", "-in", cert]);
    return {
      serial: stdout
        .trim()
        .replace(/^serial=/, "")
        .toLowerCase()
        .replace(/^0+/, ""),
    };
  }

  it("is used as given (an OpenSSL PKCS#12), and nothing is created", async () => {
    const { serial } = await carrierP12("carrier-pass");
    const source = sealingCertificateSource(
      { dataDir: "data", esignSeal: { p12Path: "carrier.p12", p12Passphrase: "carrier-pass" } },
      root,
    );
    const certificate = await loadSealingCertificate(source);
    expect(certificate.origin).toBe("configured");
    expect(certificate.path).toBe(path.join(root, "carrier.p12"));
    expect(certificate.serialNumber.replace(/^0+/, "")).toBe(serial);
    expect(certificate.subject).toBe("Carrier document seal");
    await expect(stat(path.join(root, "data"))).rejects.toThrow();

    const report = await pdfsig(
      await sealPdf(await sampleFormPdf(1), certificate, {
        reason: "Sealed by Onboard",
        signerName: "Onboard",
        location: "test",
        contactInfo: "test",
      }),
    );
    expect(report).toContain("Signer Certificate Common Name: Carrier document seal");
    expect(report).toContain("Signature Validation: Signature is Valid.");
  });

  it("fails with a sentence when its passphrase is wrong or the file is missing", async () => {
    await carrierP12("carrier-pass");
    const wrong = { path: path.join(root, "carrier.p12"), passphrase: "not it", configured: true };
    await expect(readOrCreateSealingCertificate(wrong)).rejects.toThrow(/ESIGN_SEAL_P12_PASSPHRASE/);
    const missing = { path: path.join(root, "missing.p12"), passphrase: "", configured: true };
    await expect(readOrCreateSealingCertificate(missing)).rejects.toThrow(/ESIGN_SEAL_P12_PATH names .*missing\.p12/);
  });
});
