import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DialerSignInInput,
  EMAIL_MAX,
  ForgotPasswordInput,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  ResendActivationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  splitName,
} from "./auth-schemas";
import { DEFAULT_DIAL_CODE, DIAL_CODES, isDialCode } from "./dial-codes";
import { MESSAGES } from "./messages";

type Schema = z.ZodType;

// Field errors of a failing parse; fails the test if the input was accepted.
function fieldErrors(schema: Schema, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected rejection of ${JSON.stringify(input)}`);
  return z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>;
}

function parsed<T extends Schema>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(z.flattenError(result.error)));
  return result.data;
}

const long = (length: number, char = "a") => char.repeat(length);
const HUGE = long(10_000);

const signIn = { email: "traveller@example.com", password: "hunter2" };
const signUp = {
  name: "Asha Rao",
  email: "asha@example.com",
  password: "secret",
  password_confirmation: "secret",
  isd_code: "+91",
  phone_no: "9876543210",
  referer_code: "",
  tnc: "on",
  next_url: "",
};
const reset = { token: "tok_abc123", password: "secret", password_confirmation: "secret" };

const BAD_EMAILS = [
  "a",
  "a@",
  "@b.c",
  "a b@c.com",
  "a@b",
  "a@b.c",
  "a@@b.com",
  "a@b..com",
  ".a@b.com",
  "a@-b.com",
];
const GOOD_EMAILS = ["a@b.co", "first.last+tag@sub.example.travel", "o'neil@example.in"];
const WRONG_TYPES: unknown[] = [
  42,
  0,
  false,
  ["a@b.com"],
  Array.from({ length: 300 }, () => "a"),
  { value: "x" },
  { length: 10_000 },
];

describe("MESSAGES", () => {
  it("reproduces the spec's wording exactly", () => {
    expect(MESSAGES.required).toBe("required");
    expect(MESSAGES.invalidEmail).toBe("Invalid Email");
    expect(MESSAGES.invalidPhone).toBe("Phone number not valid");
    expect(MESSAGES.passwordsDoNotMatch).toBe("Passwords did not match");
    expect(MESSAGES.passwordTooShort).toBe("Must be atleast 6 characters length");
    expect(MESSAGES.invalidDate).toBe("Invalid Date");
    expect(MESSAGES.notValid).toBe("not valid");
    expect(MESSAGES.maxCompareQuotes).toBe("Please select maximum of 3 quotes");
    expect(MESSAGES.callbackThanks).toBe("Thank you for requesting a callback.");
    expect(MESSAGES.resetLinkSent).toBe("Password reset link sent!");
    expect(MESSAGES.somethingWentWrong).toBe("Something went wrong");
    expect(MESSAGES.requestCancelled).toBe("Your request has been cancelled");
    expect(MESSAGES.requestReactivated).toBe("Your request has been reactivated");
    expect(MESSAGES.agentWillContact).toBe(
      "Thank you for your request. Our agent will get in touch with you shortly",
    );
  });
});

describe("SignInInput", () => {
  it("accepts a form submission and normalises the email", () => {
    expect(
      parsed(SignInInput, {
        email: "  Traveller@Example.COM ",
        password: " pass word ",
        next_url: "/requested_trips/7",
        login_type: "json",
      }),
    ).toEqual({
      email: "traveller@example.com",
      password: " pass word ",
      next_url: "/requested_trips/7",
      login_type: "json",
    });
  });

  it("accepts any non-blank password length up to the maximum, with no minimum", () => {
    expect(parsed(SignInInput, { ...signIn, password: "x" }).password).toBe("x");
    expect(parsed(SignInInput, { ...signIn, password: long(PASSWORD_MAX) }).password).toHaveLength(
      PASSWORD_MAX,
    );
  });

  it("treats blank optional fields as absent", () => {
    const data = parsed(SignInInput, { ...signIn, next_url: "  ", login_type: "" });
    expect(data).toEqual(signIn);
    expect("next_url" in data && data.next_url !== undefined).toBe(false);
  });

  it.each([
    ["missing", {}],
    ["empty", { email: "", password: "" }],
    ["whitespace-only", { email: "   ", password: " \t\n " }],
    ["null", { email: null, password: null }],
  ])("requires email and password when %s", (_label, input) => {
    expect(fieldErrors(SignInInput, input)).toEqual({
      email: [MESSAGES.required],
      password: [MESSAGES.required],
    });
  });

  it.each(BAD_EMAILS)("rejects the email %j", (email) => {
    expect(fieldErrors(SignInInput, { ...signIn, email })).toEqual({
      email: [MESSAGES.invalidEmail],
    });
  });

  it.each(GOOD_EMAILS)("accepts the email %j", (email) => {
    expect(parsed(SignInInput, { ...signIn, email }).email).toBe(email.toLowerCase());
  });

  it("caps the email at EMAIL_MAX characters", () => {
    const atMax = `${long(EMAIL_MAX - "@example.com".length)}@example.com`;
    expect(parsed(SignInInput, { ...signIn, email: atMax }).email).toHaveLength(EMAIL_MAX);
    expect(fieldErrors(SignInInput, { ...signIn, email: `a${atMax}` })).toEqual({
      email: [MESSAGES.invalidEmail],
    });
  });

  it("rejects a password longer than PASSWORD_MAX", () => {
    expect(fieldErrors(SignInInput, { ...signIn, password: long(PASSWORD_MAX + 1) })).toEqual({
      password: [MESSAGES.passwordTooLong],
    });
  });

  it("bounds next_url and login_type", () => {
    expect(parsed(SignInInput, { ...signIn, next_url: `/${long(2047)}` }).next_url).toHaveLength(
      2048,
    );
    expect(
      fieldErrors(SignInInput, { ...signIn, next_url: `/${long(2048)}`, login_type: long(21) }),
    ).toEqual({ next_url: [MESSAGES.notValid], login_type: [MESSAGES.notValid] });
  });

  it("rejects 10k-character values on every field with one message each", () => {
    expect(
      fieldErrors(SignInInput, { email: HUGE, password: HUGE, next_url: HUGE, login_type: HUGE }),
    ).toEqual({
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordTooLong],
      next_url: [MESSAGES.notValid],
      login_type: [MESSAGES.notValid],
    });
  });

  it.each(WRONG_TYPES)("rejects %j in every field with a field error", (value) => {
    expect(
      fieldErrors(SignInInput, {
        email: value,
        password: value,
        next_url: value,
        login_type: value,
      }),
    ).toEqual({
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.notValid],
      next_url: [MESSAGES.notValid],
      login_type: [MESSAGES.notValid],
    });
  });

  it("rejects null in optional fields instead of treating it as absent", () => {
    expect(fieldErrors(SignInInput, { ...signIn, next_url: null })).toEqual({
      next_url: [MESSAGES.notValid],
    });
  });

  it("drops unknown keys", () => {
    expect(parsed(SignInInput, { ...signIn, remember_me: "on", role: "admin" })).toEqual(signIn);
  });
});

describe("SignUpInput", () => {
  it("accepts a form submission", () => {
    expect(
      parsed(SignUpInput, { ...signUp, name: "  Asha   Rao  ", email: " Asha@Example.com" }),
    ).toEqual({
      name: "Asha   Rao",
      email: "asha@example.com",
      password: "secret",
      password_confirmation: "secret",
      isd_code: "+91",
      phone_no: "9876543210",
      tnc: true,
    });
  });

  it("accepts the minimal submission and defaults the dial code", () => {
    const minimal = {
      name: "Asha",
      email: "asha@example.com",
      password: "secret",
      password_confirmation: "secret",
      tnc: "on",
    };
    expect(parsed(SignUpInput, minimal)).toEqual({
      ...minimal,
      isd_code: DEFAULT_DIAL_CODE,
      tnc: true,
    });
    expect(parsed(SignUpInput, { ...minimal, isd_code: "" }).isd_code).toBe("+91");
    expect(parsed(SignUpInput, { ...minimal, isd_code: "  " }).isd_code).toBe("+91");
  });

  it("requires name, email, password, confirmation and terms", () => {
    expect(fieldErrors(SignUpInput, {})).toEqual({
      name: [MESSAGES.required],
      email: [MESSAGES.required],
      password: [MESSAGES.required],
      password_confirmation: [MESSAGES.required],
      tnc: [MESSAGES.tncRequired],
    });
  });

  it.each([
    ["empty", ""],
    ["whitespace-only", "   "],
    ["null", null],
  ])("treats %s required fields as missing", (_label, value) => {
    expect(
      fieldErrors(SignUpInput, {
        ...signUp,
        name: value,
        email: value,
        password: value,
        password_confirmation: value,
      }),
    ).toEqual({
      name: [MESSAGES.required],
      email: [MESSAGES.required],
      password: [MESSAGES.required],
      password_confirmation: [MESSAGES.required],
    });
  });

  it.each(BAD_EMAILS)("rejects the email %j", (email) => {
    expect(fieldErrors(SignUpInput, { ...signUp, email })).toEqual({
      email: [MESSAGES.invalidEmail],
    });
  });

  it.each([
    ["5 characters", long(PASSWORD_MIN - 1), MESSAGES.passwordTooShort],
    ["129 characters", long(PASSWORD_MAX + 1), MESSAGES.passwordTooLong],
    ["10k characters", HUGE, MESSAGES.passwordTooLong],
    ["5 characters padded with spaces", " abcde", null],
  ])("checks a password of %s", (_label, password, message) => {
    const input = { ...signUp, password, password_confirmation: password };
    if (message === null) {
      expect(parsed(SignUpInput, input).password).toBe(password);
    } else {
      expect(fieldErrors(SignUpInput, input)).toEqual({ password: [message] });
    }
  });

  it.each([PASSWORD_MIN, PASSWORD_MAX])("accepts a password of %i characters", (length) => {
    const password = long(length, "p");
    expect(
      parsed(SignUpInput, { ...signUp, password, password_confirmation: password }).password,
    ).toBe(password);
  });

  it("reports a mismatched confirmation on password_confirmation", () => {
    const result = SignUpInput.safeParse({ ...signUp, password_confirmation: "secreT" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["password_confirmation"],
        message: MESSAGES.passwordsDoNotMatch,
      }),
    ]);
  });

  it("compares passwords exactly, without trimming", () => {
    expect(fieldErrors(SignUpInput, { ...signUp, password_confirmation: "secret " })).toEqual({
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it("reports both a short password and a mismatch", () => {
    expect(
      fieldErrors(SignUpInput, { ...signUp, password: "abc", password_confirmation: "abd" }),
    ).toEqual({
      password: [MESSAGES.passwordTooShort],
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it("shows only 'required' when the confirmation is missing", () => {
    expect(fieldErrors(SignUpInput, { ...signUp, password_confirmation: "" })).toEqual({
      password_confirmation: [MESSAGES.required],
    });
  });

  it.each([
    ["letters", "98765abcde"],
    ["4 digits", "1234"],
    ["16 digits", long(16, "9")],
    ["a leading plus", "+919876543210"],
    ["inner spaces", "98765 43210"],
    ["a hyphen", "98765-43210"],
    ["non-ASCII digits", "٩٨٧٦٥٤٣٢١٠"],
    ["10k digits", long(10_000, "1")],
  ])("rejects a phone number with %s", (_label, phone_no) => {
    expect(fieldErrors(SignUpInput, { ...signUp, phone_no })).toEqual({
      phone_no: [MESSAGES.invalidPhone],
    });
  });

  it.each([
    ["5 digits", "12345", "12345"],
    ["15 digits", long(15, "9"), long(15, "9")],
    ["surrounding spaces", " 9876543210 ", "9876543210"],
  ])("accepts a phone number with %s", (_label, phone_no, expected) => {
    expect(parsed(SignUpInput, { ...signUp, phone_no }).phone_no).toBe(expected);
  });

  it.each(["", "   ", undefined])("treats the phone %j as not given", (phone_no) => {
    expect(parsed(SignUpInput, { ...signUp, phone_no }).phone_no).toBeUndefined();
  });

  it.each(["+999", "91", "+ 91", "0091", HUGE])("rejects the dial code %j", (isd_code) => {
    expect(fieldErrors(SignUpInput, { ...signUp, isd_code })).toEqual({
      isd_code: [MESSAGES.notValid],
    });
  });

  it.each(["+1", "+44", "+971", " +65 "])("accepts the dial code %j", (isd_code) => {
    expect(parsed(SignUpInput, { ...signUp, isd_code }).isd_code).toBe(isd_code.trim());
  });

  it.each([
    ["empty", "", undefined],
    ["whitespace", "   ", undefined],
    ["padded", "  FRIEND10 ", "FRIEND10"],
    ["32 characters", long(32, "R"), long(32, "R")],
  ])("handles a %s referral code", (_label, referer_code, expected) => {
    expect(parsed(SignUpInput, { ...signUp, referer_code }).referer_code).toBe(expected);
  });

  it("rejects a referral code over 32 characters", () => {
    expect(fieldErrors(SignUpInput, { ...signUp, referer_code: long(33) })).toEqual({
      referer_code: [MESSAGES.invalidReferralCode],
    });
  });

  it.each(["on", "true", true])("accepts the terms value %j", (tnc) => {
    expect(parsed(SignUpInput, { ...signUp, tnc }).tnc).toBe(true);
  });

  it.each([undefined, "", "off", "false", false, "1", 1, "ON", null, ["on"], {}])(
    "rejects the terms value %j",
    (tnc) => {
      expect(fieldErrors(SignUpInput, { ...signUp, tnc })).toEqual({
        tnc: [MESSAGES.tncRequired],
      });
    },
  );

  it("rejects names over 100 characters", () => {
    expect(parsed(SignUpInput, { ...signUp, name: long(100) }).name).toHaveLength(100);
    expect(fieldErrors(SignUpInput, { ...signUp, name: long(101) })).toEqual({
      name: [MESSAGES.notValid],
    });
  });

  it("rejects 10k-character values on every field without throwing", () => {
    const input = Object.fromEntries(Object.keys(signUp).map((key) => [key, HUGE]));
    expect(fieldErrors(SignUpInput, input)).toEqual({
      name: [MESSAGES.notValid],
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordTooLong],
      isd_code: [MESSAGES.notValid],
      phone_no: [MESSAGES.invalidPhone],
      referer_code: [MESSAGES.invalidReferralCode],
      tnc: [MESSAGES.tncRequired],
      next_url: [MESSAGES.notValid],
    });
  });

  it.each(WRONG_TYPES)("rejects %j in every field with a field error", (value) => {
    const input = Object.fromEntries(Object.keys(signUp).map((key) => [key, value]));
    expect(fieldErrors(SignUpInput, input)).toEqual({
      name: [MESSAGES.notValid],
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.notValid],
      password_confirmation: [MESSAGES.notValid],
      isd_code: [MESSAGES.notValid],
      phone_no: [MESSAGES.invalidPhone],
      referer_code: [MESSAGES.invalidReferralCode],
      tnc: [MESSAGES.tncRequired],
      next_url: [MESSAGES.notValid],
    });
  });

  it("rejects a phone number sent as a JSON number", () => {
    expect(fieldErrors(SignUpInput, { ...signUp, phone_no: 9876543210 })).toEqual({
      phone_no: [MESSAGES.invalidPhone],
    });
  });

  it("never lets a phone number through that PHONE_PATTERN refuses", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (phone_no) => {
        const result = SignUpInput.safeParse({ ...signUp, phone_no });
        const accepted = result.success ? result.data.phone_no : null;
        if (accepted !== null && accepted !== undefined) {
          expect(PHONE_PATTERN.test(accepted)).toBe(true);
        }
      }),
    );
  });
});

describe("ForgotPasswordInput and ResendActivationInput", () => {
  it.each([
    ["ForgotPasswordInput", ForgotPasswordInput],
    ["ResendActivationInput", ResendActivationInput],
  ] as const)("%s needs a valid email", (_name, schema) => {
    expect(parsed(schema, { email: " Me@Example.com " })).toEqual({ email: "me@example.com" });
    expect(fieldErrors(schema, {})).toEqual({ email: [MESSAGES.required] });
    expect(fieldErrors(schema, { email: "" })).toEqual({ email: [MESSAGES.required] });
    expect(fieldErrors(schema, { email: "  " })).toEqual({ email: [MESSAGES.required] });
    for (const email of BAD_EMAILS) {
      expect(fieldErrors(schema, { email })).toEqual({ email: [MESSAGES.invalidEmail] });
    }
    expect(fieldErrors(schema, { email: HUGE })).toEqual({ email: [MESSAGES.invalidEmail] });
    for (const email of WRONG_TYPES) {
      expect(fieldErrors(schema, { email })).toEqual({ email: [MESSAGES.invalidEmail] });
    }
  });
});

describe("ResetPasswordInput", () => {
  it("accepts a token and matching passwords", () => {
    expect(parsed(ResetPasswordInput, { ...reset, token: " tok_abc123 " })).toEqual(reset);
  });

  it("requires every field", () => {
    expect(fieldErrors(ResetPasswordInput, {})).toEqual({
      token: [MESSAGES.required],
      password: [MESSAGES.required],
      password_confirmation: [MESSAGES.required],
    });
    expect(
      fieldErrors(ResetPasswordInput, { token: " ", password: " ", password_confirmation: "" }),
    ).toEqual({
      token: [MESSAGES.required],
      password: [MESSAGES.required],
      password_confirmation: [MESSAGES.required],
    });
  });

  it("applies the password rules", () => {
    expect(
      fieldErrors(ResetPasswordInput, {
        ...reset,
        password: "abcde",
        password_confirmation: "abcde",
      }),
    ).toEqual({ password: [MESSAGES.passwordTooShort] });
    const tooLong = long(PASSWORD_MAX + 1);
    expect(
      fieldErrors(ResetPasswordInput, {
        ...reset,
        password: tooLong,
        password_confirmation: tooLong,
      }),
    ).toEqual({ password: [MESSAGES.passwordTooLong] });
  });

  it("reports a mismatch on password_confirmation", () => {
    expect(fieldErrors(ResetPasswordInput, { ...reset, password_confirmation: "secreT" })).toEqual({
      password_confirmation: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it("treats an oversized or non-string token as an invalid link", () => {
    expect(parsed(ResetPasswordInput, { ...reset, token: long(512) }).token).toHaveLength(512);
    expect(fieldErrors(ResetPasswordInput, { ...reset, token: long(513) })).toEqual({
      token: [MESSAGES.resetLinkInvalid],
    });
    for (const token of WRONG_TYPES) {
      expect(fieldErrors(ResetPasswordInput, { ...reset, token })).toEqual({
        token: [MESSAGES.resetLinkInvalid],
      });
    }
  });
});

describe("DialerSignInInput", () => {
  it("has the sign-in rules for email and password only", () => {
    expect(parsed(DialerSignInInput, { ...signIn, next_url: "/x" })).toEqual(signIn);
    expect(fieldErrors(DialerSignInInput, {})).toEqual({
      email: [MESSAGES.required],
      password: [MESSAGES.required],
    });
    expect(fieldErrors(DialerSignInInput, { email: "a@", password: HUGE })).toEqual({
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordTooLong],
    });
  });
});

const ALL_SCHEMAS = [
  ["SignInInput", SignInInput],
  ["SignUpInput", SignUpInput],
  ["ForgotPasswordInput", ForgotPasswordInput],
  ["ResetPasswordInput", ResetPasswordInput],
  ["DialerSignInInput", DialerSignInInput],
  ["ResendActivationInput", ResendActivationInput],
] as const;
const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

describe("every schema", () => {
  it.each(ALL_SCHEMAS)("%s rejects a body that is not an object", (_name, schema) => {
    for (const body of [null, undefined, "email=a", 1, [], [signIn]]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(z.flattenError(result.error as z.ZodError).formErrors).toEqual([MESSAGES.notValid]);
    }
  });

  it.each(ALL_SCHEMAS)("%s never throws and only speaks the catalogue", (_name, schema) => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          expect(CATALOGUE.has(issue.message)).toBe(true);
        }
      }),
    );
  });

  it("SignUpInput never throws for arbitrary records of strings", () => {
    const key = fc.oneof(fc.constantFrom(...Object.keys(signUp)), fc.string());
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.constantFrom("", " ", "on", "true", "+91", "a@b.co"),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), (input) => {
        const result = SignUpInput.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          expect(CATALOGUE.has(issue.message)).toBe(true);
          expect(issue.path.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("SignUpInput accepts any valid submission and keeps the password verbatim", () => {
    const password = fc
      .string({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
      .filter((value) => value.trim() !== "");
    fc.assert(
      fc.property(password, (pw) => {
        const data = parsed(SignUpInput, { ...signUp, password: pw, password_confirmation: pw });
        expect(data.password).toBe(pw);
      }),
    );
  });
});

describe("splitName", () => {
  it.each([
    ["Asha Rao", "Asha", "Rao"],
    ["  Asha   Rao  ", "Asha", "Rao"],
    ["Asha", "Asha", ""],
    ["Asha Devi Rao", "Asha", "Devi Rao"],
    ["Asha \t Devi\n  Rao", "Asha", "Devi Rao"],
    ["", "", ""],
    ["   ", "", ""],
  ])("%j → %j / %j", (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe("DIAL_CODES", () => {
  it("starts with the default, India", () => {
    expect(DEFAULT_DIAL_CODE).toBe("+91");
    expect(DIAL_CODES[0]).toEqual({ iso2: "IN", country: "India", code: "+91" });
  });

  it("lists the rest by country name", () => {
    const names = DIAL_CODES.slice(1).map((entry) => entry.country);
    expect(names).toEqual([...names].sort());
  });

  it("has well-formed, unique entries", () => {
    const iso2 = DIAL_CODES.map((entry) => entry.iso2);
    expect(new Set(iso2).size).toBe(iso2.length);
    for (const entry of DIAL_CODES) {
      expect(entry.iso2).toMatch(/^[A-Z]{2}$/);
      expect(entry.code).toMatch(/^\+[1-9]\d{0,2}$/);
    }
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ["AE", "+971"],
    ["US", "+1"],
    ["GB", "+44"],
    ["SG", "+65"],
    ["NP", "+977"],
    ["BT", "+975"],
    ["LK", "+94"],
    ["MV", "+960"],
    ["MU", "+230"],
    ["HK", "+852"],
    ["BD", "+880"],
  ])("maps %s to %s", (iso2, code) => {
    expect(DIAL_CODES.find((entry) => entry.iso2 === iso2)?.code).toBe(code);
  });

  it("recognises only listed codes, exactly", () => {
    expect(isDialCode("+91")).toBe(true);
    expect(isDialCode("+7")).toBe(true);
    for (const code of ["+999", "91", " +91", "+091", "", "+"]) {
      expect(isDialCode(code)).toBe(false);
    }
  });
});
