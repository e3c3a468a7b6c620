import { describe, expect, it } from "vitest";
import type { MailMessage } from "./mailer";
import { activationMail, passwordResetMail, signUpAttemptMail } from "./templates";

const EVIL = "<script>alert(1)</script>";

const cases: Array<{
  name: string;
  subject: string;
  urls: string[];
  build: (firstName: string) => MailMessage;
}> = [
  {
    name: "password reset",
    subject: "Reset your Triphive password",
    urls: ["https://triphive.example/users/password/edit?reset_password_token=abc123"],
    build: (firstName) =>
      passwordResetMail({
        to: "asha@example.com",
        firstName,
        resetUrl: "https://triphive.example/users/password/edit?reset_password_token=abc123",
        expiresInMinutes: 45,
      }),
  },
  {
    name: "activation",
    subject: "Activate your Triphive account",
    urls: ["https://triphive.example/users/confirmation?confirmation_token=xyz789"],
    build: (firstName) =>
      activationMail({
        to: "asha@example.com",
        firstName,
        activationUrl: "https://triphive.example/users/confirmation?confirmation_token=xyz789",
      }),
  },
  {
    name: "sign-up attempt",
    subject: "Someone tried to sign up with your email",
    urls: ["https://triphive.example/users/sign_in", "https://triphive.example/users/password/new"],
    build: (firstName) =>
      signUpAttemptMail({
        to: "asha@example.com",
        firstName,
        signInUrl: "https://triphive.example/users/sign_in",
        resetUrl: "https://triphive.example/users/password/new",
      }),
  },
];

describe.each(cases)("$name mail", ({ subject, urls, build }) => {
  const mail = build("Asha");

  it("has the exact subject and the recipient", () => {
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe("asha@example.com");
  });

  it("is a full HTML document with the name and the links", () => {
    expect(mail.html.startsWith("<!doctype html><html")).toBe(true);
    expect(mail.html).toContain("Asha");
    expect(mail.html).toContain("Triphive Technologies Private Limited, Bengaluru.");
    for (const url of urls) expect(mail.html).toContain(`href="${url}"`);
  });

  it("has a hand-written text part with the name and the links", () => {
    expect(mail.text).toContain("Asha");
    expect(mail.text).not.toMatch(/<[a-z]/i);
    for (const url of urls) expect(mail.text).toContain(url);
  });

  it("escapes a hostile first name in the HTML", () => {
    const hostile = build(EVIL);
    expect(hostile.html).not.toContain(EVIL);
    expect(hostile.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("password reset mail", () => {
  const mail = passwordResetMail({
    to: "asha@example.com",
    firstName: "Asha",
    resetUrl: "https://triphive.example/reset",
    expiresInMinutes: 45,
  });

  it("says how long the link works and that it works once", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("45 minutes");
      expect(part).toContain("only once");
    }
  });

  it("names the button", () => {
    expect(mail.html).toContain("Choose a new password");
  });

  it("passes a URL with a query through unchanged (HTML-encoded only in the markup)", () => {
    const url = "https://triphive.example/reset?token=a1&next=%2Ftrips";
    const withQuery = passwordResetMail({
      to: "a@example.com",
      firstName: "A",
      resetUrl: url,
      expiresInMinutes: 1,
    });
    expect(withQuery.text).toContain(url);
    expect(withQuery.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(withQuery.text).toContain("1 minute and only once");
  });
});

describe("activation mail", () => {
  it("names the button", () => {
    const mail = activationMail({
      to: "a@example.com",
      firstName: "A",
      activationUrl: "https://x",
    });
    expect(mail.html).toContain("Activate my account");
  });
});

describe("sign-up attempt mail", () => {
  it("points to sign-in and reset and reveals no account details", () => {
    const mail = signUpAttemptMail({
      to: "asha@example.com",
      firstName: "Asha",
      signInUrl: "https://triphive.example/users/sign_in",
      resetUrl: "https://triphive.example/users/password/new",
    });
    expect(mail.text).toContain("If it was you, sign in or reset your password.");
    expect(mail.html).toContain("If it was you, sign in or reset your password.");
    expect(mail.text).not.toMatch(/phone|\+91|created on|last sign/i);
  });
});
