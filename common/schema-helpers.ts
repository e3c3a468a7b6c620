// Building blocks for form schemas that validate both browser forms and JSON bodies: form
// values are strings (Conform turns "" into undefined), while a JSON body may hold "", null or
// any other type. Each helper reports one field error in the catalogue's wording and never throws.
import { z } from "zod";
import { MESSAGES } from "./messages";

// Absent and null mean the user gave nothing, so they read like an empty field; any other
// non-string can only come from a hand-made JSON body and gets the field's own message.
export function typeError(missing: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? missing : wrongType);
}

// Treats a blank optional value as not sent, so `referer_code: "  "` behaves like no code
// and a JSON "" picks up the same default a form would.
export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

// Length rules are refinements rather than .min()/.max(): Zod runs its built-in length checks
// on anything with a `length`, even after the type check failed, so an array or
// `{ length: 1e9 }` would collect a second, misleading message. `abort` stops later checks once
// one fails, so the user sees one message per field and a huge value never reaches a pattern.
export function notBlank(value: string): boolean {
  return value.trim() !== "";
}

export function atMost(max: number) {
  return (value: string) => value.length <= max;
}

export function requiredText(max: number, tooLong: string, wrongType: string = MESSAGES.notValid) {
  return z
    .string({ error: typeError(MESSAGES.required, wrongType) })
    .trim()
    .refine(notBlank, { error: MESSAGES.required, abort: true })
    .refine(atMost(max), { error: tooLong, abort: true });
}

export function optionalText(max: number, tooLong: string, wrongType: string = MESSAGES.notValid) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: wrongType }).trim().refine(atMost(max), { error: tooLong }).optional(),
  );
}

// A body that is not an object at all (null, an array, a string) gets one form-level error in
// the catalogue's wording instead of Zod's English default.
export function form<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: MESSAGES.notValid });
}
