import { type ApiPermission, apiPermissionDescriptions, apiPermissionGroups } from '@leadpath/core';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface PermissionPickerProps {
  value: readonly ApiPermission[];
  onChange: (next: ApiPermission[]) => void;
  invalid: boolean;
  describedBy?: string;
}

/** The sixteen permissions of spec §6 in their groups, each with a line saying what it allows, each group with a select-all box. */
export function PermissionPicker({ value, onChange, invalid, describedBy }: PermissionPickerProps) {
  const id = useId();
  const selected = new Set(value);
  const set = (permissions: readonly ApiPermission[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(
      Object.values(apiPermissionGroups)
        .flat()
        .filter((permission) => next.has(permission)),
    );
  };

  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex flex-col gap-3"
    >
      <legend className="mb-2 font-medium text-sm">Permissions</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {Object.entries(apiPermissionGroups).map(([group, permissions]) => {
          const chosen = permissions.filter((permission) => selected.has(permission)).length;
          const groupState = chosen === 0 ? false : chosen === permissions.length ? true : 'indeterminate';
          return (
            <fieldset key={group} className="min-w-0 rounded-md border p-3">
              <legend className="sr-only">{group}</legend>
              <div className="flex items-center gap-2 border-b pb-2">
                <Checkbox
                  id={`${id}-${group}-all`}
                  checked={groupState}
                  aria-label={`Select all ${group} permissions`}
                  onCheckedChange={(checked) => set(permissions, checked === true)}
                />
                <Label htmlFor={`${id}-${group}-all`} className="font-medium">
                  {group}
                </Label>
              </div>
              <ul className="mt-2 flex flex-col gap-2">
                {permissions.map((permission) => (
                  <li key={permission} className="flex items-start gap-2">
                    <Checkbox
                      id={`${id}-${permission}`}
                      className="mt-0.5"
                      checked={selected.has(permission)}
                      aria-describedby={`${id}-${permission}-description`}
                      onCheckedChange={(checked) => set([permission], checked === true)}
                    />
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <Label htmlFor={`${id}-${permission}`} className="font-mono font-normal text-xs">
                        {permission}
                      </Label>
                      <p id={`${id}-${permission}-description`} className="text-muted-foreground text-xs">
                        {apiPermissionDescriptions[permission]}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
