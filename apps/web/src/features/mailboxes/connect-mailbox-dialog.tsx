import {
  connectAccountMailboxSchema,
  connectSmtpMailboxSchema,
  MAILBOX_DEFAULTS,
  type MailAccountProviderInput,
  type MailSecurityInput,
  mailAccountNotConnected,
  mailAccountProviderLabels,
  mailAccountProviders,
  mailSecurities,
  mailSecurityLabels,
  testSmtpSettingsSchema,
} from '@leadpath/core/schemas/mailboxes';
import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon, MailIcon, SendIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage, errorStatus } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type FieldName =
  | 'label'
  | 'fromName'
  | 'fromAddress'
  | 'smtpHost'
  | 'smtpPort'
  | 'smtpSecurity'
  | 'smtpUsername'
  | 'smtpPassword'
  | 'dailyCap'
  | 'minGapSeconds'
  | 'warmupStartLimit'
  | 'to';

const defaultPorts: Record<MailSecurityInput, number> = { tls: 465, starttls: 587, none: 25 };

interface Values {
  label: string;
  fromName: string;
  fromAddress: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: MailSecurityInput;
  smtpUsername: string;
  smtpPassword: string;
  dailyCap: string;
  minGapSeconds: string;
  warmupEnabled: boolean;
}

const initialValues: Values = {
  label: '',
  fromName: '',
  fromAddress: '',
  smtpHost: '',
  smtpPort: '587',
  smtpSecurity: 'starttls',
  smtpUsername: '',
  smtpPassword: '',
  dailyCap: String(MAILBOX_DEFAULTS.dailyCap),
  minGapSeconds: String(MAILBOX_DEFAULTS.minGapSeconds),
  warmupEnabled: MAILBOX_DEFAULTS.warmupEnabled,
};

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function TextField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : hint ? (
        <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription>
      ) : null}
    </Field>
  );
}

function ConnectForm({
  defaultTestRecipient,
  onConnected,
}: {
  defaultTestRecipient: string;
  onConnected: () => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(initialValues);
  const [to, setTo] = useState(defaultTestRecipient);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as FieldName]) setErrors((current) => ({ ...current, [key]: undefined }));
    setTestResult(null);
  };

  const smtpPayload = () => ({
    fromName: values.fromName,
    fromAddress: values.fromAddress,
    smtpHost: values.smtpHost,
    smtpPort: numberOf(values.smtpPort),
    smtpSecurity: values.smtpSecurity,
    smtpUsername: values.smtpUsername,
    smtpPassword: values.smtpPassword,
  });

  const sendTest = trpc.mailboxes.testSettings.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => setTestResult({ ok: true, message: answer.message }),
    onError: (err) => {
      if (errorStatus(err) === 400) setErrors((current) => ({ ...current, to: errorMessage(err) }));
      setTestResult({ ok: false, message: errorMessage(err) });
    },
  });
  const connect = trpc.mailboxes.connectSmtp.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      void utils.mailboxes.list.invalidate();
      toast.success(answer.message);
      onConnected();
    },
    onError: (err) => {
      const status = errorStatus(err);
      if (status === 400) {
        const message = errorMessage(err);
        setErrors((current) => ({
          ...current,
          ...(message.includes('address') ? { fromAddress: message } : {}),
        }));
        setTestResult({ ok: false, message });
      } else setTestResult({ ok: false, message: errorMessage(err) });
    },
  });

  const integrations = trpc.integrations.catalogue.useQuery();
  const installed = new Set(
    (integrations.data?.apps ?? []).filter((app) => app.installed).map((app) => app.integrationKey),
  );
  const connectAccount = trpc.mailboxes.connectAccount.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      void utils.mailboxes.list.invalidate();
      toast.success(answer.message);
      onConnected();
    },
    onError: (err) => setTestResult({ ok: false, message: errorMessage(err) }),
  });
  const addAccount = (provider: MailAccountProviderInput) => {
    const parsed = connectAccountMailboxSchema.safeParse({
      provider,
      ...(values.label.trim() ? { label: values.label } : {}),
      ...(values.fromName.trim() ? { fromName: values.fromName } : {}),
      dailyCap: numberOf(values.dailyCap),
      minGapSeconds: numberOf(values.minGapSeconds),
      warmupEnabled: values.warmupEnabled,
      warmupStartLimit: Math.min(
        MAILBOX_DEFAULTS.warmupStartLimit,
        Math.max(1, numberOf(values.dailyCap) || 1),
      ),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    setTestResult(null);
    connectAccount.mutate(parsed.data);
  };

  const onTest = () => {
    const parsed = testSmtpSettingsSchema.safeParse({ ...smtpPayload(), to });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    setTestResult(null);
    sendTest.mutate(parsed.data);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = connectSmtpMailboxSchema.safeParse({
      label: values.label,
      ...smtpPayload(),
      imap: null,
      dailyCap: numberOf(values.dailyCap),
      minGapSeconds: numberOf(values.minGapSeconds),
      jitterSeconds: MAILBOX_DEFAULTS.jitterSeconds,
      warmupEnabled: values.warmupEnabled,
      warmupStartLimit: Math.min(
        MAILBOX_DEFAULTS.warmupStartLimit,
        Math.max(1, numberOf(values.dailyCap) || 1),
      ),
      warmupIncreaseBy: MAILBOX_DEFAULTS.warmupIncreaseBy,
      warmupPeriod: MAILBOX_DEFAULTS.warmupPeriod,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<FieldName>(parsed.error));
      return;
    }
    setErrors({});
    setTestResult(null);
    connect.mutate(parsed.data);
  };

  const input = (key: keyof Values & FieldName, props: React.ComponentProps<typeof Input> = {}) => (
    <Input
      id={`${id}-${key}`}
      value={String(values[key])}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={errors[key] ? `${id}-${key}-error` : `${id}-${key}-hint`}
      onChange={(event) => set(key, event.target.value as never)}
      {...props}
    />
  );
  const pending = connect.isPending || sendTest.isPending || connectAccount.isPending;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-6" aria-label="Connect a mailbox">
      <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">Use a connected account</legend>
        <p className="text-muted-foreground text-sm">
          Send through your Google or Outlook account with the sending limits below; no SMTP settings needed.
        </p>
        {integrations.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
            <Spinner aria-hidden /> Loading your integrations…
          </p>
        ) : integrations.isError ? (
          <p className="text-destructive text-sm" role="alert">
            Your integrations could not be loaded: {errorMessage(integrations.error)}
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {mailAccountProviders.map((provider) =>
              installed.has(provider) ? (
                <Button
                  key={provider}
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => addAccount(provider)}
                >
                  {connectAccount.isPending && connectAccount.variables?.provider === provider ? (
                    <Spinner aria-hidden />
                  ) : (
                    <MailIcon aria-hidden />
                  )}
                  Use my {mailAccountProviderLabels[provider]} account
                </Button>
              ) : (
                <p key={provider} className="text-muted-foreground text-sm">
                  {mailAccountNotConnected(provider)}:{' '}
                  <Link to="/dashboard/integrations" className="underline underline-offset-4">
                    open Integrations
                  </Link>
                </p>
              ),
            )}
          </div>
        )}
      </fieldset>

      <p className="text-muted-foreground text-sm">Or connect any mailbox by its SMTP server:</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-label`}
          label="Name"
          error={errors.label}
          hint="How this mailbox is shown in Leadpath."
        >
          {input('label', { placeholder: 'Sales mailbox' })}
        </TextField>
        <TextField id={`${id}-fromName`} label="Sender name" error={errors.fromName}>
          {input('fromName', { placeholder: 'Sam Sender', autoComplete: 'name' })}
        </TextField>
        <div className="sm:col-span-2">
          <TextField id={`${id}-fromAddress`} label="From address" error={errors.fromAddress}>
            {input('fromAddress', { type: 'email', placeholder: 'sam@example.com', autoComplete: 'email' })}
          </TextField>
        </div>
      </div>

      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">SMTP server</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField id={`${id}-smtpHost`} label="Server" error={errors.smtpHost}>
            {input('smtpHost', {
              placeholder: 'smtp.example.com',
              autoCapitalize: 'none',
              spellCheck: false,
            })}
          </TextField>
          <TextField id={`${id}-smtpPort`} label="Port" error={errors.smtpPort}>
            {input('smtpPort', { inputMode: 'numeric' })}
          </TextField>
        </div>
        <Field>
          <Label htmlFor={`${id}-smtpSecurity`}>Security</Label>
          <NativeSelect
            id={`${id}-smtpSecurity`}
            value={values.smtpSecurity}
            onChange={(event) => {
              const security = event.target.value as MailSecurityInput;
              set('smtpSecurity', security);
              set('smtpPort', String(defaultPorts[security]));
            }}
          >
            {mailSecurities.map((security) => (
              <option key={security} value={security}>
                {mailSecurityLabels[security]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={`${id}-smtpUsername`} label="Username" error={errors.smtpUsername}>
            {input('smtpUsername', { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
          </TextField>
          <TextField
            id={`${id}-smtpPassword`}
            label="Password or app password"
            error={errors.smtpPassword}
            hint="Encrypted at rest; never shown again."
          >
            {input('smtpPassword', { type: 'password', autoComplete: 'new-password' })}
          </TextField>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">Sending limits</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-dailyCap`}
            label="Daily cap"
            error={errors.dailyCap}
            hint="Emails a day at most."
          >
            {input('dailyCap', { inputMode: 'numeric' })}
          </TextField>
          <TextField
            id={`${id}-minGapSeconds`}
            label="Minimum gap (seconds)"
            error={errors.minGapSeconds}
            hint="Between two emails of this mailbox."
          >
            {input('minGapSeconds', { inputMode: 'numeric' })}
          </TextField>
        </div>
        <div className="flex items-start gap-3">
          <Switch
            id={`${id}-warmup`}
            checked={values.warmupEnabled}
            onCheckedChange={(checked) => set('warmupEnabled', checked)}
            aria-describedby={`${id}-warmup-hint`}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-warmup`}>Warm up</Label>
            <span id={`${id}-warmup-hint`} className="text-muted-foreground text-sm">
              Start at {MAILBOX_DEFAULTS.warmupStartLimit} a day and add {MAILBOX_DEFAULTS.warmupIncreaseBy}{' '}
              each day up to the daily cap.
            </span>
          </div>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
        <legend className="px-1 font-medium text-sm">Check it works</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField id={`${id}-to`} label="Send a test message to" error={errors.to}>
              <Input
                id={`${id}-to`}
                type="email"
                value={to}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={errors.to ? `${id}-to-error` : undefined}
                onChange={(event) => {
                  setTo(event.target.value);
                  setErrors((current) => ({ ...current, to: undefined }));
                }}
              />
            </TextField>
          </div>
          <Button type="button" variant="outline" onClick={onTest} disabled={pending}>
            {sendTest.isPending ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
            Send test
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {testResult ? (
            testResult.ok ? (
              <p className="flex items-center gap-2 text-emerald-700 text-sm dark:text-emerald-400">
                <CheckCircle2Icon aria-hidden className="size-4" />
                {testResult.message}
              </p>
            ) : (
              <Alert variant="destructive">
                <AlertTitle>It did not work</AlertTitle>
                <AlertDescription>{testResult.message}</AlertDescription>
              </Alert>
            )
          ) : null}
        </div>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {connect.isPending ? <Spinner aria-hidden /> : null}
          Connect mailbox
        </Button>
      </div>
    </form>
  );
}

/** Connect a mailbox (a connected Google or Outlook account, or SMTP): where it sends through, its limits, and a "Send test" check before saving. */
export function ConnectMailboxDialog({
  open,
  onOpenChange,
  defaultTestRecipient,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTestRecipient: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Connect a mailbox"
      description="Use your connected Google or Outlook account, or an SMTP server: Leadpath signs in to it before saving, and sends sequence emails through it."
    >
      {open ? (
        <ConnectForm defaultTestRecipient={defaultTestRecipient} onConnected={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}
