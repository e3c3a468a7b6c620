// The new-request page's form: the trip fields of common/trips.ts, plus, for a guest, either a
// new account or a sign-in, so nothing typed is lost on the way (issue 5 item 2). Sign-in
// fields carry their own names so both account panels can sit in one form without JavaScript.
import { z } from "zod";
import { SignInInput, SignUpInput } from "./auth-schemas";
import { MESSAGES } from "./messages";
import { CreateTripRequestInput } from "./trips";

export const ACCOUNT_MODES = ["sign_up", "sign_in"] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];
export type TripFormMode = AccountMode | "signed_in";

export const GuestSignUpFields = CreateTripRequestInput.extend({
  account_mode: z.literal("sign_up"),
  name: SignUpInput.shape.name,
  email: SignUpInput.shape.email,
  password: SignUpInput.shape.password,
  password_confirmation: SignUpInput.shape.password_confirmation,
  tnc: SignUpInput.shape.tnc,
}).refine((input) => input.password === input.password_confirmation, {
  error: MESSAGES.passwordsDoNotMatch,
  path: ["password_confirmation"],
  when: (payload) => {
    const value = payload.value as Record<string, unknown>;
    return typeof value?.password === "string" && typeof value?.password_confirmation === "string";
  },
});

export const GuestSignInFields = CreateTripRequestInput.extend({
  account_mode: z.literal("sign_in"),
  login_email: SignInInput.shape.email,
  login_password: SignInInput.shape.password,
});

export function tripRequestSchema(mode: TripFormMode) {
  if (mode === "sign_up") return GuestSignUpFields;
  if (mode === "sign_in") return GuestSignInFields;
  return CreateTripRequestInput;
}

export function accountModeOf(value: unknown): AccountMode {
  return value === "sign_in" ? "sign_in" : "sign_up";
}

/** The form's steps and the fields each one owns; errors send the stepper to their step. */
export const TRIP_FORM_STEPS = [
  { title: "Where do you want to go?", fields: ["to_loc", "from_loc"] },
  { title: "When and for how long?", fields: ["month", "durations", "trip_type"] },
  { title: "Who is travelling?", fields: ["adults", "children", "budget", "comments"] },
  {
    title: "How can agents reach you?",
    fields: [
      "isd_code",
      "phone_no",
      "account_mode",
      "name",
      "email",
      "password",
      "password_confirmation",
      "tnc",
      "login_email",
      "login_password",
    ],
  },
] as const;

export function stepOfField(name: string): number {
  const root = name.split(/[.[]/)[0] ?? name;
  const index = TRIP_FORM_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(root),
  );
  return index === -1 ? TRIP_FORM_STEPS.length - 1 : index;
}
