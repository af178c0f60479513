/**
 * Opens a PKCS#12 file once, as the seal uses it: it must open with the passphrase and hold an encrypted (shrouded)
 * RSA private key and the certificate for that key (with any CA certificates beside it, sent along in each seal).
 * Read when the certificate is loaded, so that a wrong passphrase or a file without a key fails at start-up with a
 * sentence, not at the first seal; and once, because opening it (forge's key derivation and decryption in pure
 * JavaScript) costs about 100 ms, which @signpdf/signer-p12 would spend again on every seal.
 */
import { createPrivateKey, type KeyObject } from "node:crypto";
import forge from "node-forge";

// The PKCS#12 bag types (RFC 7292), spelled out: forge's oids table is typed as possibly undefined.
const SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const CERT_BAG = "1.2.840.113549.1.12.10.1.3";

export interface P12Description {
  /** The signing certificate's serial number, lower-case hex. */
  serialNumber: string;
  /** Its subject's common name (or the whole subject when it has none). */
  subject: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
}

export interface OpenedP12 extends P12Description {
  /** The certificate of the key, first, then the file's other certificates (its chain). */
  certificates: forge.pki.Certificate[];
  /** The private key, as Node's crypto signs with it. */
  privateKey: KeyObject;
}

export class SealCertificateError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SealCertificateError";
  }
}

function nameOf(name: forge.pki.Certificate["subject"]): string {
  const cn = name.getField("CN") as { value?: string } | null;
  return cn?.value ?? name.attributes.map((a) => `${a.shortName ?? a.name}=${a.value}`).join(", ");
}

export function openP12(bytes: Uint8Array, passphrase: string, where: string): OpenedP12 {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.createBuffer(Buffer.from(bytes).toString("binary"));
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), false, passphrase);
  } catch (error) {
    throw new SealCertificateError(
      `The sealing certificate ${where} could not be opened (${(error as Error).message}): check that it is a PKCS#12 file and that ESIGN_SEAL_P12_PASSPHRASE is its passphrase.`,
      { cause: error },
    );
  }
  const keyBags = p12.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG];
  const key = keyBags?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) {
    throw new SealCertificateError(
      `The sealing certificate ${where} holds no encrypted private key: export it with a passphrase (an RSA key).`,
    );
  }
  const all = (p12.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = all.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e.equals(key.e);
  });
  if (!certificate) {
    throw new SealCertificateError(`The sealing certificate ${where} holds no certificate for its private key.`);
  }
  return {
    serialNumber: certificate.serialNumber.toLowerCase(),
    subject: nameOf(certificate.subject),
    issuer: nameOf(certificate.issuer),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
    certificates: [certificate, ...all.filter((cert) => cert !== certificate)],
    privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)),
  };
}
