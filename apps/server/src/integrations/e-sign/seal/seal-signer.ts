/**
 * The CMS of a seal, as an @signpdf Signer (the package family's extension point for where the key lives): a
 * detached SignedData, SHA-256, with the signed attributes @signpdf/signer-p12 uses in the order EU validators expect
 * (content type, signing time, message digest) and the certificate with its chain. It is signer-p12's work with two
 * changes, measured on this 2-core machine: the P12 is opened once per process (sealing-certificate.ts) rather than on
 * every seal (~100 ms each), and the RSA private-key operation runs in Node's native crypto rather than forge's pure
 * JavaScript (~200-300 ms for a 3072-bit key, about 2 ms natively; a 4096-bit CA-issued key would be slower still).
 * forge still builds the CMS structure; it calls `key.sign(md)` on the key it is given, which is the seam used here.
 */
import { constants, type KeyObject, privateEncrypt } from "node:crypto";
import { Signer } from "@signpdf/utils";
import forge from "node-forge";
import type { SealingCertificate } from "./sealing-certificate";

/** DER of DigestInfo's AlgorithmIdentifier for SHA-256 and the OCTET STRING header of the 32-byte hash (RFC 8017). */
const SHA256_DIGEST_INFO_PREFIX = Buffer.from("3031300d060960864801650304020105000420", "hex");

/** A stand-in for forge's RSA key: RSASSA-PKCS1-v1_5 over the digest forge computed, signed by Node. */
function nativeRsaKey(privateKey: KeyObject) {
  return {
    sign(md: forge.md.MessageDigest): string {
      const digestInfo = Buffer.concat([SHA256_DIGEST_INFO_PREFIX, Buffer.from(md.digest().getBytes(), "binary")]);
      // PKCS#1 v1.5 padding with a private key is the type-1 (signature) block: this is RSASSA-PKCS1-v1_5.
      return privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString("binary");
    },
  };
}

export class SealSigner extends Signer {
  constructor(private readonly certificate: SealingCertificate) {
    super();
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const [signing, ...chain] = this.certificate.certificates;
    if (!signing) throw new Error("The sealing certificate holds no certificate.");
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString("binary"));
    for (const certificate of [signing, ...chain]) p7.addCertificate(certificate);
    p7.addSigner({
      key: nativeRsaKey(this.certificate.privateKey) as unknown as forge.pki.rsa.PrivateKey,
      certificate: signing,
      digestAlgorithm: forge.pki.oids.sha256 as string,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType as string, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime as string, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest as string },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary");
  }
}
