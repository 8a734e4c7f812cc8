import { createFirstAdminSchema } from '@leadpath/core/schemas/setup';
import { NewAccountPage } from '@/components/account-fields';

/** The one-time "Create the first Admin" page of an install without demo data (DECISIONS.md §7). */
export function SetupPage() {
  return (
    <NewAccountPage
      title="Create the first Admin"
      description="This Leadpath has no accounts yet. The account you create here is its Admin: staff who can open every area and act for any user. This page is offered once."
      endpoint="/api/setup/first-admin"
      parse={(values) => createFirstAdminSchema.safeParse(values)}
      submitLabel="Create Admin and sign in"
      pendingLabel="Creating the Admin..."
    />
  );
}
