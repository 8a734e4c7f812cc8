/** Every role a user can hold. Admin is staff, not a plan. */
export const roles = ['Free', 'Starter', 'Premium', 'Pro', 'Admin'] as const;
export type Role = (typeof roles)[number];

/** The plans a user can be on (the "tier" of the profile). */
export const plans = ['Free', 'Starter', 'Premium', 'Pro'] as const;
export type Plan = (typeof plans)[number];

/** The paid plans, in the order the pricing page lists them. */
export const paidPlans = ['Starter', 'Premium', 'Pro'] as const;
export type PaidPlan = (typeof paidPlans)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isAdmin(user: { role: Role }): boolean {
  return user.role === 'Admin';
}
