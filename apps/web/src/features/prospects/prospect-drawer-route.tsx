import { useNavigate, useParams } from '@tanstack/react-router';
import { ProspectDrawer } from './prospect-drawer';

/** /dashboard/prospects/$prospectId: the list stays behind the drawer; closing returns to it. */
export function ProspectDrawerRoute() {
  const { prospectId } = useParams({ strict: false }) as { prospectId: string };
  const navigate = useNavigate();
  return (
    <ProspectDrawer
      key={prospectId}
      prospectId={prospectId}
      onClose={() => navigate({ to: '/dashboard/prospects', search: (previous) => previous })}
    />
  );
}
