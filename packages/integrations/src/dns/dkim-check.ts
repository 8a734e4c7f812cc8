import { dkimVerify } from 'mailauth';
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
