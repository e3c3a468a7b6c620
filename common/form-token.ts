// A one-time token in a creating page form (decision 0061): a second submit of the same form
// (double click, back and resend, a retried post) leads to what the first one created.

export const FORM_TOKEN_FIELD = "form_token";
const TOKEN_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** A fresh token for a form being rendered (Web Crypto: the same in Node 20 and browsers). */
export function newFormToken(): string {
  return crypto.randomUUID();
}

/** The token a form was sent with; anything malformed counts as none. */
export function formTokenOf(formData: FormData): string | undefined {
  const value = formData.get(FORM_TOKEN_FIELD);
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : undefined;
}
