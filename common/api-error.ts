// The error envelope every API endpoint returns on failure (shared by server and browser), so
// callers can show or store `errors` without guessing the shape.
import { z } from "zod";

export type ApiErrorItem = { code: string; message: string; field?: string };
export type ApiErrorBody = { errors: ApiErrorItem[] };

export const ApiErrorItemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

export const ApiErrorBodySchema = z.object({
  errors: z.array(ApiErrorItemSchema),
});

export function isApiErrorBody(x: unknown): x is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(x).success;
}
