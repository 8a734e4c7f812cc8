import { SectionLoadError } from '@/components/section-load-states';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { AvatarUpload } from './avatar-upload';
import { EmailAddress } from './email-address';
import { ProfileForm } from './profile-form';

/** Settings, Edit profile: the avatar upload and the profile form (spec §2). */
export function EditProfileSection() {
  const user = trpc.user.fetch.useQuery();

  if (user.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4" aria-busy="true" aria-label="Loading profile">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (user.isError) {
    return <SectionLoadError title="Your profile could not be loaded" onRetry={() => void user.refetch()} />;
  }
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <AvatarUpload image={user.data.image} name={user.data.name} />
      {/* Keyed by user so an impersonation switch starts the form from the new user's data. */}
      <ProfileForm key={user.data.id} user={user.data} />
      <EmailAddress
        key={`email-${user.data.id}`}
        email={user.data.email}
        verified={user.data.emailVerified}
      />
    </div>
  );
}
