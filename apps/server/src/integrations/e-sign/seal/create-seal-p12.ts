/**
 * A new self-signed sealing certificate as PKCS#12 bytes: the product's own seal when no real one is configured
 * (sealing-certificate.ts). RSA 3072 (the key outlives 2030, past which NIST retires 2048-bit RSA), made by Node's
 * native crypto (off the event loop, a fraction of forge's pure-JavaScript time); the X.509 certificate and the
 * PKCS#12 wrapping by node-forge, which Node lacks. CN "Onboard document seal", key usage digitalSignature and
 * nonRepudiation (a seal, not a CA), 10 years, a random positive 128-bit serial. The key bag is encrypted
 * (AES-256) with the passphrase, as @signpdf/signer-p12 expects a shrouded key bag.
 */
import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import forge from "node-forge";

export const SEAL_COMMON_NAME = "Onboard document seal";
export const SEAL_KEY_BITS = 3072;
export const SEAL_VALIDITY_YEARS = 10;

const generateRsa = promisify(generateKeyPair);

/** 16 random bytes as hex, the first byte's top bit cleared (a positive INTEGER) and its next set (no leading 0). */
function randomSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes.toString("hex");
}

export interface CreatedSealP12 {
  p12: Buffer;
  serialNumber: string;
}

export async function createSealP12(passphrase: string, now = new Date()): Promise<CreatedSealP12> {
  const { publicKey, privateKey } = await generateRsa("rsa", {
    modulusLength: SEAL_KEY_BITS,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = randomSerial();
  // A minute back, so that a verifier whose clock is slightly behind does not see a certificate from the future.
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(certificate.validity.notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SEAL_VALIDITY_YEARS);
  certificate.validity.notAfter = notAfter;
  const name = [
    { name: "commonName", value: SEAL_COMMON_NAME },
    { name: "organizationName", value: "Onboard" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, {
    algorithm: "aes256",
    friendlyName: SEAL_COMMON_NAME,
    generateLocalKeyId: true,
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"),
    serialNumber: certificate.serialNumber,
  };
}
