import { MailedLinkPage } from '@/components/mailed-link-page';

/** The page the verification mail links to: it confirms the address as soon as it opens. */
export function VerifyEmailPage({ token }: { token?: string }) {
  return (
    <MailedLinkPage<{ email: string }>
      token={token}
      title="Confirm your email address"
      endpoint="/api/auth/verify-email"
      pendingText="Confirming your email address..."
      success={({ email }) => `Your email address ${email} is confirmed.`}
    >
      <a href="/dashboard" className="font-medium text-sm underline underline-offset-4">
        Go to the dashboard
      </a>
    </MailedLinkPage>
  );
}
