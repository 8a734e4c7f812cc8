import { useNavigate, useParams } from '@tanstack/react-router';
import { CompanyDrawer } from './company-drawer';

/** /dashboard/companies/$companyId: the list stays behind the drawer; closing returns to it. */
export function CompanyDrawerRoute() {
  const { companyId } = useParams({ strict: false }) as { companyId: string };
  const navigate = useNavigate();
  return (
    <CompanyDrawer
      key={companyId}
      companyId={companyId}
      onClose={() => navigate({ to: '/dashboard/companies', search: (previous) => previous })}
    />
  );
}
