// Admin's accounts page (decision 0229): every account, staff first, a page at a time, and a
// search by name or email. The page size is the other staff lists' (payouts, stuck events).
import { z } from "zod";

export const ADMIN_USERS_PAGE_SIZE = 20;

/** The page's URL: anything unreadable falls back to the first page of every account. */
export const AdminUsersQuery = z.object({
  q: z.string().trim().max(120).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(50_000).catch(1).default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;
