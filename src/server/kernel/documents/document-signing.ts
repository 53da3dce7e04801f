import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * The clinic's signing key for its documents (issue 44: CGST rule 49 asks for the supplier's
 * signature or digital signature, the Telemedicine Practice Guidelines a signed prescription): a
 * PKCS#12 and its passphrase. Production's comes from DOCUMENT_SIGNING_P12/_PASSPHRASE; the local
 * server's is a self-signed one kept in its data folder.
 */
export interface DocumentSigningKey {
  p12: Buffer;
  passphrase: string;
}

let configured: DocumentSigningKey | undefined;
let generated: Promise<DocumentSigningKey> | undefined;

/** Set once at start-up by each entry point (production's key, or the local data folder's). */
export function useDocumentSigningKey(key: DocumentSigningKey): void {
  configured = key;
}

/** The key documents are signed with; where none was set (tests), one self-signed per process. */
const signingKey = () => configured ?? (generated ??= selfSignedKey('Clinic documents (self-signed, local)'));

/** A self-signed certificate for signing documents, made with node-forge (RSA 2048, SHA-256, ten years). */
export async function selfSignedKey(commonName: string): Promise<DocumentSigningKey> {
  const { default: forge } = await import('node-forge');
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [{ name: 'commonName', value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' })).getBytes();
  return { p12: Buffer.from(der, 'binary'), passphrase };
}

/** The local server's key: made once into the data folder, then read from it. */
export async function localDocumentSigningKey(dataDir: string, clinicName: string): Promise<DocumentSigningKey> {
  const p12File = join(dataDir, 'document-signing.p12');
  const passphraseFile = join(dataDir, 'document-signing.passphrase');
  if (existsSync(p12File) && existsSync(passphraseFile)) {
    return { p12: readFileSync(p12File), passphrase: readFileSync(passphraseFile, 'utf8').trim() };
  }
  const key = await selfSignedKey(`${clinicName} (self-signed, local)`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(p12File, key.p12, { mode: 0o600 });
  writeFileSync(passphraseFile, key.passphrase, { mode: 0o600 });
  return key;
}

/** What the signature says about itself (PDF signature dictionary). */
export interface SignatureDetails {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

/** Adds the PAdES signature's placeholder to a PDFKit document; call before `end()`. */
export async function addSignaturePlaceholder(doc: PDFKit.PDFDocument, details: SignatureDetails): Promise<void> {
  const [{ pdfkitAddPlaceholder }, { SUBFILTER_ETSI_CADES_DETACHED }] = await Promise.all([
    import('@signpdf/placeholder-pdfkit'),
    import('@signpdf/utils'),
  ]);
  pdfkitAddPlaceholder({ pdf: doc, pdfBuffer: Buffer.alloc(0), ...details, subFilter: SUBFILTER_ETSI_CADES_DETACHED });
}

/** Signs a finished PDF that carries the placeholder: a PAdES (ETSI.CAdES.detached) signature over the whole file. */
export async function signPdf(pdf: Buffer): Promise<Buffer> {
  const [{ SignPdf }, { P12Signer }, key] = await Promise.all([import('@signpdf/signpdf'), import('@signpdf/signer-p12'), signingKey()]);
  return new SignPdf().sign(pdf, new P12Signer(key.p12, { passphrase: key.passphrase }));
}
