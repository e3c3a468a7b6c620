import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { ApiErrorBody, ApiErrorItem } from "../../common/api-error";
import type { AppEnv } from "./context";

/** The documented form of common/api-error.ts, for the OpenAPI document. */
export const ApiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  errors: z.array(
    z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  ),
});

export const errorResponses = {
  400: {
    description: "Invalid input; one entry per field",
    content: { "application/json": { schema: ApiErrorSchema } },
  },
} as const;

export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): ApiErrorItem[] {
  return issues.map((issue) => {
    const field = issue.path.join(".");
    return field
      ? { code: "invalid_input", message: issue.message, field }
      : { code: "invalid_input", message: issue.message };
  });
}

/**
 * A module's Hono sub-app. Request validation failures answer 400 in the shared
 * error shape (DESIGN.md §5) and every route lands in the OpenAPI document.
 */
export function createModuleApi() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ errors: zodIssuesToErrors(result.error.issues) }, 400);
      }
    },
  });
}
