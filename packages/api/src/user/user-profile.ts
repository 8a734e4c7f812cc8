import { plans, roles } from '@leadpath/core';
import type { UserRow } from '@leadpath/db';
import { z } from 'zod';

/** The user of spec §3 as user-fetch returns it. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  bio: z.string(),
  companyName: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  role: z.enum(roles),
  tier: z.enum(plans),
  plan: z.enum(plans),
  trialEndDate: z.string().nullable(),
  isDeactivated: z.boolean(),
  hasAccess: z.boolean().nullable(),
  theme: z.enum(['light', 'dark']).nullable(),
  /** False until the owner opens the link mailed at sign-up; older accounts count as verified. */
  emailVerified: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    bio: user.bio,
    companyName: user.companyName,
    location: user.location,
    image: user.image,
    role: user.role,
    tier: user.tier,
    plan: user.tier,
    trialEndDate: user.trialEndDate?.toISOString() ?? null,
    isDeactivated: user.isDeactivated,
    hasAccess: user.hasAccess,
    theme: user.theme,
    emailVerified: user.emailVerifiedAt !== null,
  };
}
