import type { TeamAction } from '@leadpath/core/schemas/team';
import { EllipsisVerticalIcon, ShieldMinusIcon, ShieldPlusIcon, UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface MemberMenuProps {
  member: { name: string; admin: boolean };
  disabled: boolean;
  onAction: (action: TeamAction) => void;
}

/** The team admin's menu on one member (spec §6); deleting asks first. */
export function MemberMenu({ member, disabled, onAction }: MemberMenuProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" disabled={disabled} aria-label={`Actions for ${member.name}`}>
            <EllipsisVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {member.admin ? (
            <DropdownMenuItem onSelect={() => onAction('removeAdmin')}>
              <ShieldMinusIcon aria-hidden />
              Remove admin
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onAction('makeAdmin')}>
              <ShieldPlusIcon aria-hidden />
              Make admin
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirmDelete(true)}>
            <UserMinusIcon aria-hidden />
            Delete member
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Remove ${member.name}?`}
        description="They lose access to the team. You can invite them again later."
        pending={false}
        onConfirm={() => {
          setConfirmDelete(false);
          onAction('deleteMember');
        }}
        confirmLabel="Delete member"
        body={null}
      />
    </>
  );
}
