import { MailedLinkPage } from '@/components/mailed-link-page';

/** The page the email-change mail links to: the new address becomes the account's as soon as it opens. */
export function ConfirmEmailPage({ token }: { token?: string }) {
  return (
    <MailedLinkPage<{ email: string }>
      token={token}
      title="Confirm your new email address"
      endpoint="/api/auth/confirm-email"
      pendingText="Changing your email address..."
      success={({ email }) =>
        `Your email address is now ${email}. Sign in with it from now on; your other devices were signed out.`
      }
    >
      <a href="/dashboard" className="font-medium text-sm underline underline-offset-4">
        Go to the dashboard
      </a>
    </MailedLinkPage>
  );
}
