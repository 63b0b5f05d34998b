/**
 * Signed-in user (spec README decision 1): super admins are in the group 'super-admin'. Kept out
 * of `schemas/identity.ts` so the console's access guard, which every page loads, reads it
 * without evaluating zod and the schemas.
 */
export const SUPER_ADMIN_GROUP = 'super-admin';
