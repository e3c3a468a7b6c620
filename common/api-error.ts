// The error envelope every API endpoint returns on failure (shared by server and browser), so
// callers can show or store `errors` without guessing the shape. The zod schema that documents
// it lives on the server (server/http/module-api.ts); this guard is hand-written so the browser
// bundle does not carry zod for one check.

export type ApiErrorItem = { code: string; message: string; field?: string };
export type ApiErrorBody = { errors: ApiErrorItem[] };

function isApiErrorItem(x: unknown): x is ApiErrorItem {
  if (typeof x !== "object" || x === null) return false;
  const { code, message, field } = x as Record<string, unknown>;
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    (field === undefined || typeof field === "string")
  );
}

export function isApiErrorBody(x: unknown): x is ApiErrorBody {
  if (typeof x !== "object" || x === null) return false;
  const { errors } = x as Record<string, unknown>;
  return Array.isArray(errors) && errors.every(isApiErrorItem);
}
