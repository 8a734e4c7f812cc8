/** The Domains page's user-facing texts (contracts: the e2e spec reads them). */
export const DOMAIN_ADDED = 'Domain added: publish its records, then verify';
export const DOMAIN_DELETED = 'Domain deleted';
export const DOMAIN_VERIFIED = 'Verified: mail from this domain is now DKIM-signed';
export const DOMAIN_NOT_VERIFIED = 'Checked: some records still need fixing';
export const DEMO_PUBLISHED = 'Published in the demo zone: verify to check them';
export const DEMO_RECORD_SAVED = 'Demo record saved: verify to check it';
export const COPIED = 'Copied to the clipboard';
export const COPY_FAILED = 'Could not copy: select the text and copy it yourself';

export const RECORD_LABELS = {
  spf: 'SPF',
  dkim: 'DKIM',
  dmarc: 'DMARC',
  mx: 'MX',
} as const;
