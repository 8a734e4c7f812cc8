import { useParams } from '@tanstack/react-router';
import { InvitePage } from './invite-page';

/** The /invite/$token route: reads the token from the path. */
export function InviteRoute() {
  const { token } = useParams({ from: '/invite/$token' });
  return <InvitePage token={token} />;
}
