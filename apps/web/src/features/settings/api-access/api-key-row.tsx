import type { RouterOutputs } from '@leadpath/api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from './format-date';

export type ApiKey = RouterOutputs['apiAccess']['keys']['keys'][number];

interface ApiKeyRowProps {
  apiKey: ApiKey;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

function StateBadge({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.isExpired) return <Badge variant="destructive">Expired</Badge>;
  return apiKey.isActive ? <Badge>Active</Badge> : <Badge variant="secondary">Inactive</Badge>;
}

/** One key: its name, masked key, permissions, state, dates and usage, with Activate/Deactivate and Delete. */
export function ApiKeyRow({ apiKey, toggling, onToggle, onDelete }: ApiKeyRowProps) {
  const facts: [string, string][] = [
    ['Created', formatDate(apiKey.createdAt)],
    ['Expires', apiKey.expiresAt ? formatDate(apiKey.expiresAt) : 'Never'],
    ['Used', `${apiKey.usageCount} ${apiKey.usageCount === 1 ? 'time' : 'times'}`],
    ['Last used', apiKey.lastUsed ? formatDateTime(apiKey.lastUsed) : 'Never'],
    ['Last IP', apiKey.lastIpAddress ?? '—'],
  ];
  return (
    <li aria-label={apiKey.name} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-sm">{apiKey.name}</span>
            <StateBadge apiKey={apiKey} />
          </div>
          <code data-testid="masked-key" className="break-all font-mono text-muted-foreground text-xs">
            {apiKey.maskedKey}
          </code>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" disabled={toggling} onClick={onToggle}>
            {toggling ? <Spinner aria-hidden /> : null}
            {apiKey.isActive ? 'Deactivate' : 'Activate'}
            <span className="sr-only"> {apiKey.name}</span>
          </Button>
          <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
            Delete<span className="sr-only"> {apiKey.name}</span>
          </Button>
        </div>
      </div>
      <ul aria-label="Permissions" className="flex flex-wrap gap-1">
        {apiKey.permissions.map((permission) => (
          <li key={permission}>
            <Badge variant="outline" className="font-mono">
              {permission}
            </Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
