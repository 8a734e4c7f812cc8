import { isAdmin, roles } from '@leadpath/core';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import { toUserProfile, userProfileSchema } from './user-profile.ts';

export const userRouter = createTRPCRouter({
  fetch: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user-fetch',
        summary: 'The signed-in user',
        tags: ['User'],
        permission: 'profile:read',
      },
    })
    .output(userProfileSchema)
    .query(({ ctx }) => toUserProfile(ctx.user)),

  role: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/user-role',
        summary: "The user's role",
        tags: ['User'],
        permission: 'profile:read',
      },
    })
    .output(z.object({ role: z.enum(roles), isAdmin: z.boolean() }))
    .query(({ ctx }) => ({ role: ctx.user.role, isAdmin: isAdmin(ctx.user) })),
});
