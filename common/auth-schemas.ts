// Form schemas for sign-in, sign-up and the password flows (accounts spec §3, §5; browsing
// spec §5). The same schema validates the browser form (Conform's parseWithZod) and the JSON
// API, so it must cope with both: form values are always strings, and Conform already turns
// "" into undefined, while a JSON body can hold "", whitespace, null or any other type. Each
// schema therefore reports a field error for every input and never throws.
import { z } from "zod";
import { DEFAULT_DIAL_CODE, isDialCode } from "./dial-codes";
import { MESSAGES } from "./messages";
import {
  atMost,
  blankToUndefined,
  form,
  notBlank,
  optionalText,
  requiredText,
  typeError,
} from "./schema-helpers";

// RFC 5321 caps a forward path at 256 octets including the angle brackets.
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
// Long enough for any passphrase, short enough that hashing a hostile value stays cheap.
export const PASSWORD_MAX = 128;
export const PHONE_PATTERN = /^\d{5,15}$/;
export const NAME_MAX = 100;
export const NEXT_URL_MAX = 2048;
export const REFERRAL_CODE_MAX = 32;
export const RESET_TOKEN_MAX = 512;
const LOGIN_TYPE_MAX = 20;

// Zod's default email pattern: ASCII, needs a dotted domain with a 2+ letter TLD, and runs in
// linear time. It is only reached after the length cap, so a hostile value costs nothing.
export const EMAIL_PATTERN: RegExp = z.regexes.email;

const email = requiredText(EMAIL_MAX, MESSAGES.invalidEmail, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .toLowerCase();

// Passwords are never trimmed: spaces are legitimate characters and silently dropping them
// would lock out anyone whose password starts or ends with one. A blank one is still missing.
function passwordText() {
  return z
    .string({ error: typeError(MESSAGES.required, MESSAGES.notValid) })
    .refine(notBlank, { error: MESSAGES.required, abort: true })
    .refine(atMost(PASSWORD_MAX), { error: MESSAGES.passwordTooLong, abort: true });
}

// Sign-in applies no minimum: accounts created under older rules must still be able to log in.
const currentPassword = passwordText();
const newPassword = passwordText().refine((value) => value.length >= PASSWORD_MIN, {
  error: MESSAGES.passwordTooShort,
});
const passwordConfirmation = z
  .string({ error: typeError(MESSAGES.required, MESSAGES.notValid) })
  .refine(notBlank, { error: MESSAGES.required, abort: true });

// The server applies safeRedirectPath; this only bounds the size. Unlike other text, control
// characters are not refused here: next_url is never stored, and a hostile one must still
// sign the user in and land on a safe page (common/safe-redirect.fixtures.ts).
const nextUrl = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.notValid })
    .trim()
    .refine(atMost(NEXT_URL_MAX), { error: MESSAGES.notValid })
    .optional(),
);

// Compares the two fields only when both hold something, so a missing confirmation shows
// "required" alone rather than also "did not match".
function confirmationMatches(payload: { value: unknown }): boolean {
  const value = payload.value as Record<string, unknown> | null;
  if (typeof value !== "object" || value === null) return false;
  const { password, password_confirmation: confirmation } = value;
  return (
    typeof password === "string" &&
    typeof confirmation === "string" &&
    notBlank(password) &&
    notBlank(confirmation)
  );
}

const matchingConfirmation = {
  error: MESSAGES.passwordsDoNotMatch,
  path: ["password_confirmation"],
  when: confirmationMatches,
};

// A checkbox posts "on" when ticked and nothing when not; JSON clients may send "true" or true.
// Output is always `true`, so code downstream never re-interprets the raw value.
const termsAccepted = z
  .literal(["on", "true", true], { error: MESSAGES.tncRequired })
  .transform((): true => true);

export const SignInInput = form({
  email,
  password: currentPassword,
  next_url: nextUrl,
  // The legacy client sends "json"; kept only so such payloads validate.
  login_type: optionalText(LOGIN_TYPE_MAX, MESSAGES.notValid),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const SignUpInput = form({
  name: requiredText(NAME_MAX, MESSAGES.notValid),
  email,
  password: newPassword,
  password_confirmation: passwordConfirmation,
  isd_code: z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.notValid })
      .trim()
      .refine(isDialCode, { error: MESSAGES.notValid })
      .default(DEFAULT_DIAL_CODE),
  ),
  phone_no: z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.invalidPhone })
      .trim()
      .regex(PHONE_PATTERN, { error: MESSAGES.invalidPhone })
      .optional(),
  ),
  referer_code: optionalText(
    REFERRAL_CODE_MAX,
    MESSAGES.invalidReferralCode,
    MESSAGES.invalidReferralCode,
  ),
  tnc: termsAccepted,
  next_url: nextUrl,
}).refine((input) => input.password === input.password_confirmation, matchingConfirmation);
export type SignUpInput = z.infer<typeof SignUpInput>;

export const ForgotPasswordInput = form({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = form({
  token: requiredText(RESET_TOKEN_MAX, MESSAGES.resetLinkInvalid, MESSAGES.resetLinkInvalid),
  password: newPassword,
  password_confirmation: passwordConfirmation,
}).refine((input) => input.password === input.password_confirmation, matchingConfirmation);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const DialerSignInInput = form({ email, password: currentPassword });
export type DialerSignInInput = z.infer<typeof DialerSignInInput>;

export const ResendActivationInput = form({ email });
export type ResendActivationInput = z.infer<typeof ResendActivationInput>;

// Only the full name is collected at sign-up, while the account stores first and last name
// separately (accounts spec §3). Everything after the first word is the last name, so
// multi-word surnames survive; a single word leaves the last name empty.
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [firstName = "", ...rest] = words;
  return { firstName, lastName: rest.join(" ") };
}
