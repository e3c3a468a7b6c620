import { describe, expect, it } from "vitest";
import { stepOfField, tripRequestSchema } from "./trip-request-form";

const trip = {
  to_loc: ["Goa"],
  month: "nd",
  durations: ["nd"],
  phone_no: "9812345678",
};

describe("the new-request form schema", () => {
  it("asks a guest who signs up for name, email, matching passwords and the terms", () => {
    const result = tripRequestSchema("sign_up").safeParse({
      ...trip,
      account_mode: "sign_up",
      name: "Asha",
      email: "not-an-email",
      password: "abc",
      password_confirmation: "abd",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toMatchObject({
      email: "Invalid Email",
      password: "Must be atleast 6 characters length",
      tnc: "Please accept the terms and conditions",
    });
  });

  it("asks a guest who signs in only for the login fields", () => {
    const result = tripRequestSchema("sign_in").safeParse({
      ...trip,
      account_mode: "sign_in",
      login_email: "asha@example.com",
      login_password: "anything",
    });
    expect(result.success).toBe(true);
  });

  it("needs no account fields once signed in", () => {
    expect(tripRequestSchema("signed_in").safeParse(trip).success).toBe(true);
  });

  it("maps each field to its step", () => {
    expect(stepOfField("to_loc.0")).toBe(0);
    expect(stepOfField("durations")).toBe(1);
    expect(stepOfField("budget")).toBe(2);
    expect(stepOfField("login_password")).toBe(3);
  });
});
