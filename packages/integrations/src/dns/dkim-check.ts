import { authenticate, dkimVerify } from 'mailauth';
import type { MailauthResolver } from './fake-zone.ts';

/** One DKIM signature of a message, as an independent verifier (mailauth) judged it. */
export interface DkimSignatureCheck {
  signingDomain: string;
  selector: string | null;
  /** 'pass', 'fail', 'neutral', 'none', 'temperror', 'permerror'. */
  result: string;
  /** Whether the signing domain aligns with the From domain (DMARC). */
  aligned: boolean;
  /** mailauth's reason when it did not pass. */
  comment: string | null;
}

/**
 * Verifies a received message's DKIM signatures with mailauth, looking keys up through `resolver`
 * (a fake zone's mailauthResolver in tests; node:dns when absent). An unsigned message gives [].
 */
export async function verifyDkimSignatures(
  raw: string | Buffer,
  resolver?: MailauthResolver,
): Promise<DkimSignatureCheck[]> {
  const verdict = await dkimVerify(typeof raw === 'string' ? Buffer.from(raw) : raw, {
    ...(resolver ? { resolver: resolver as never } : {}),
  });
  return verdict.results
    .filter((result) => result.status.result !== 'none')
    .map((result) => ({
      signingDomain: result.signingDomain,
      selector: result.selector ?? null,
      result: String(result.status.result),
      aligned: Boolean(result.status.aligned),
      comment: (result.status as { comment?: string }).comment ?? null,
    }));
}

/** What a receiving server concludes about a message: its DKIM signatures and the DMARC verdict. */
export interface MailAuthenticationCheck {
  dkim: DkimSignatureCheck[];
  /** 'pass', 'fail', 'none' ...; 'none' when the From domain publishes no DMARC record. */
  dmarc: string;
  spf: string;
}

/**
 * The whole check a receiver makes (mailauth's authenticate): SPF for the connecting address and
 * envelope sender, DKIM, and DMARC alignment with the From domain, with DNS through `resolver`.
 */
export async function checkMailAuthentication(
  raw: string | Buffer,
  options: { ip: string; sender: string; helo?: string; resolver?: MailauthResolver },
): Promise<MailAuthenticationCheck> {
  const verdict = await authenticate(typeof raw === 'string' ? Buffer.from(raw) : raw, {
    ip: options.ip,
    sender: options.sender,
    helo: options.helo ?? 'localhost',
    mta: 'receiver.invalid',
    ...(options.resolver ? { resolver: options.resolver as never } : {}),
  });
  return {
    dkim: verdict.dkim.results
      .filter((result) => result.status.result !== 'none')
      .map((result) => ({
        signingDomain: result.signingDomain,
        selector: result.selector ?? null,
        result: String(result.status.result),
        aligned: Boolean(result.status.aligned),
        comment: (result.status as { comment?: string }).comment ?? null,
      })),
    dmarc: verdict.dmarc ? String(verdict.dmarc.status.result) : 'none',
    spf: verdict.spf ? String(verdict.spf.status.result) : 'none',
  };
}
