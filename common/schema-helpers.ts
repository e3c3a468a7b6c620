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

// Text a person could have typed. NUL, the other C0 and C1 controls and lone UTF-16
// surrogates cannot be stored (PostgreSQL refuses NUL and invalid UTF-8, which surfaced as a
// 500) and have no business in a name, a comment or a key; they answer a field error instead.
// Multi-line fields keep tab, line feed and carriage return. Bidi marks are left alone here:
// they are legitimate in right-to-left text (file names are another matter, see
// server/storage/display-name.ts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}]/u;

export interface TextOptions {
  /** Allow tab, line feed and carriage return (comments, reasons). */
  multiline?: boolean;
}

/** Can this string be stored and shown as text? (See CONTROL_CHARACTERS.) */
export function isSafeText(value: string, options: TextOptions = {}): boolean {
  return !(options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);
}

/** Every string in a JSON value, keys included, is safe single-line... or multi-line text. */
export function isSafeJson(value: unknown, options: TextOptions = { multiline: true }): boolean {
  if (typeof value === "string") return isSafeText(value, options);
  if (Array.isArray(value)) return value.every((item) => isSafeJson(item, options));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).every(
      ([key, item]) => isSafeText(key, options) && isSafeJson(item, options),
    );
  }
  return true;
}

/**
 * A string schema for any text input that is not one of the helpers below (queries, keys,
 * telemetry): `safeText()` or `safeText({ multiline: true })`, then add checks as usual.
 */
export function safeText(options: TextOptions & { error?: string; max?: number } = {}) {
  const error = options.error ?? MESSAGES.notValid;
  return z
    .string({ error })
    .refine(atMost(options.max ?? Number.POSITIVE_INFINITY), { error, abort: true })
    .refine((value) => isSafeText(value, options), {
      error: MESSAGES.invalidCharacters,
      abort: true,
    });
}

export function requiredText(
  max: number,
  tooLong: string,
  wrongType: string = MESSAGES.notValid,
  options: TextOptions = {},
) {
  return z
    .string({ error: typeError(MESSAGES.required, wrongType) })
    .trim()
    .refine(notBlank, { error: MESSAGES.required, abort: true })
    .refine(atMost(max), { error: tooLong, abort: true })
    .refine((value) => isSafeText(value, options), {
      error: MESSAGES.invalidCharacters,
      abort: true,
    });
}

export function optionalText(
  max: number,
  tooLong: string,
  wrongType: string = MESSAGES.notValid,
  options: TextOptions = {},
) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: wrongType })
      .trim()
      .refine(atMost(max), { error: tooLong, abort: true })
      .refine((value) => isSafeText(value, options), {
        error: MESSAGES.invalidCharacters,
        abort: true,
      })
      .optional(),
  );
}

/** A multi-line comment or reason: like optionalText, but keeps line breaks and tabs. */
export function optionalLongText(max: number, tooLong: string = MESSAGES.notValid) {
  return optionalText(max, tooLong, MESSAGES.notValid, { multiline: true });
}

// A body that is not an object at all (null, an array, a string) gets one form-level error in
// the catalogue's wording instead of Zod's English default.
export function form<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: MESSAGES.notValid });
}
