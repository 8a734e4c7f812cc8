import type { RouterOutputs } from '@leadpath/api';
import { type Plan, plans } from '@leadpath/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type UserSummary = RouterOutputs['admin']['searchUsers']['users'][number];

/** An Admin puts a user on a plan by hand: pick it, "Set plan", confirm (audited on the server). */
export function SetPlanControl({ user }: { user: UserSummary }) {
  const id = useId();
  const utils = trpc.useUtils();
  const [plan, setPlan] = useState<Plan>(user.tier);
  const [confirming, setConfirming] = useState(false);
  const setPlanMutation = trpc.admin.setPlan.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (updated) => {
      // The row shows the new plan (and role) at once; the search refreshes behind it.
      utils.admin.searchUsers.setQueriesData({}, {}, (previous) =>
        previous
          ? { ...previous, users: previous.users.map((row) => (row.id === updated.id ? updated : row)) }
          : previous,
      );
      void utils.admin.searchUsers.invalidate();
      setConfirming(false);
      toast.success(`Plan of ${updated.email} set to ${updated.tier}`);
    },
  });
  const unchanged = plan === user.tier;

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${id}-plan`} className="sr-only">
        Plan of {user.email}
      </label>
      <NativeSelect
        id={`${id}-plan`}
        className="w-32"
        value={plan}
        onChange={(event) => setPlan(event.target.value as Plan)}
      >
        {plans.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Set plan of ${user.email}`}
        disabled={unchanged || setPlanMutation.isPending}
        onClick={() => {
          setPlanMutation.reset();
          setConfirming(true);
        }}
      >
        Set plan
      </Button>
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!setPlanMutation.isPending) setConfirming(open);
        }}
        size="sm"
        title={`Set ${user.email} to ${plan}?`}
        description={`From ${user.tier} to ${plan}, without payment. Their role follows the plan; a later event of their own subscription at the payment provider sets the plan again.`}
        footer={
          <>
            <Button
              variant="outline"
              disabled={setPlanMutation.isPending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </Button>
            <Button
              disabled={setPlanMutation.isPending}
              onClick={() => setPlanMutation.mutate({ id: user.id, plan })}
            >
              {setPlanMutation.isPending ? <Spinner aria-hidden /> : null}
              Set plan to {plan}
            </Button>
          </>
        }
      >
        {setPlanMutation.isError ? (
          <p role="alert" className="px-6 py-4 text-destructive text-sm">
            {errorMessage(setPlanMutation.error)}
          </p>
        ) : (
          <span className="sr-only">Confirm the change of plan.</span>
        )}
      </Modal>
    </div>
  );
}
