import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { AuthCard } from '@/components/auth-card';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, fetchJson } from '@/lib/api-errors';

interface MailedLinkPageProps<D> {
  /** The token of the link; missing when the link was cut short. */
  token?: string;
  title: string;
  /** The public route the token is posted to as soon as the page opens. */
  endpoint: string;
  /** Shown while the token is checked. */
  pendingText: string;
  /** What the server's answer means to the reader. */
  success: (answer: D) => ReactNode;
  /** Where to go next, below the outcome. */
  children: ReactNode;
}

/**
 * The answer to each token posted in this page load. The token works once: a remount of the page (the
 * router rendering it again while the first post is under way) must not post it a second time and show
 * "already used" for the post that did the work.
 */
const answers = new Map<string, Promise<unknown>>();

function postOnce<D>(endpoint: string, token: string): Promise<D> {
  const key = `${endpoint}\n${token}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = fetchJson<D>(endpoint, { method: 'POST', body: JSON.stringify({ token }) });
    answers.set(key, answer);
  }
  return answer as Promise<D>;
}

/** A page a mailed link opens that acts at once (confirm an address): working, done or why not. */
export function MailedLinkPage<D>({
  token,
  title,
  endpoint,
  pendingText,
  success,
  children,
}: MailedLinkPageProps<D>) {
  const submit = useMutation({
    mutationFn: (value: string) => postOnce<D>(endpoint, value),
    meta: { globalErrorToast: false },
  });
  const { mutate } = submit;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard title={title} content={{ className: 'flex flex-col gap-4', 'aria-live': 'polite' }}>
      {!token ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            This link is missing its token. Open the link from the mail again.
          </AlertDescription>
        </Alert>
      ) : submit.isError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{errorMessage(submit.error)}</AlertDescription>
        </Alert>
      ) : submit.isSuccess ? (
        <Alert>
          <CircleCheckIcon aria-hidden />
          <AlertDescription>{success(submit.data)}</AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner aria-hidden /> {pendingText}
        </p>
      )}
      {children}
    </AuthCard>
  );
}
