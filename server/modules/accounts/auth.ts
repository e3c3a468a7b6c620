import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { and, eq, isNotNull } from "drizzle-orm";
import { splitName } from "../../../common/auth-schemas";
import type { Db } from "../../db";
import type { Logger } from "../../lib/logger";
import type { Mailer } from "../../mail/mailer";
import {
  activationMail,
  agencyWelcomeMail,
  passwordResetMail,
  signUpAttemptMail,
} from "../../mail/templates";
import { accounts, sessions, users, verifications } from "./accounts.schema";
import type { PasswordHasher } from "./password-hash";
import type { SessionCache } from "./session-cache";

export const AUTH_BASE_PATH = "/api/auth";
/** Set by our own middleware from the socket address; a client-sent copy is discarded. */
export const CLIENT_IP_HEADER = "x-triphive-client-ip";
/** better-auth's error code when a disabled account tries to sign in. */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/**
 * Where the set-password link of an approved agency's welcome lands (decision 0239): a reset
 * token asked with this redirect is mailed as the welcome rather than as a reset.
 */
export const AGENCY_WELCOME_REDIRECT = "/users/password/edit?welcome=agency";
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  publicUrl: string;
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  facebook?: { clientId: string; clientSecret: string };
  /** scrypt at the real cost, or the tests' lower one (password-hash.ts). */
  passwords: PasswordHasher;
  /** Told of every session that ends and every user or credential that changes. */
  sessionCache?: SessionCache;
}

/** Short, unambiguous, shareable code (no 0/O, 1/I/L). */
export function newReferralCode(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * better-auth does the credential work (hashing, sessions, reset and verification tokens,
 * OAuth). Triphive's own endpoints call `auth.api`; of better-auth's HTTP routes only the
 * OAuth callback and the email verification link are exposed (see accounts.api.ts).
 */
export function createAuth(deps: AuthDeps) {
  const { publicUrl, mailer, logger, sessionCache } = deps;
  // Whatever ends a session or changes whom it names is forgotten by every process's session
  // cache (decision 0221): sign-out, revocation on a password reset, an edited user.
  const forget = (forgetting: { tokens?: string[]; users?: string[] }) => {
    sessionCache?.forget(forgetting);
  };
  const send = (message: Parameters<Mailer["send"]>[0]) =>
    mailer.send(message).catch((error) => logger.error({ err: error }, "mail could not be sent"));

  return betterAuth({
    appName: "Triphive",
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    // Into our JSON logs (with everything else), not onto the console.
    logger: {
      level: "warn",
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
    // Throttling is ours (per account and per IP, shared through Redis when configured).
    rateLimit: { enabled: false },
    trustedOrigins: [new URL(publicUrl).origin],
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "traveller", input: false },
        firstName: { type: "string", required: false, defaultValue: "" },
        lastName: { type: "string", required: false, defaultValue: "" },
        isdCode: { type: "string", required: false, defaultValue: "+91" },
        phoneNo: { type: "string", required: false },
        referralCode: { type: "string", required: false, input: false },
        referredByUserId: { type: "string", required: false },
        subAccountId: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        delete: { after: async (session) => forget({ tokens: [session.token] }) },
        // A disabled account (decision 0229) gets no session, whichever way it signs in.
        create: {
          before: async (session) => {
            const [disabled] = await deps.db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, session.userId), isNotNull(users.disabledAt)))
              .limit(1);
            if (disabled)
              throw new APIError("FORBIDDEN", {
                message: "This account is disabled.",
                code: ACCOUNT_DISABLED,
              });
          },
        },
      },
      account: {
        update: { after: async (account) => forget({ users: [account.userId] }) },
      },
      user: {
        update: { after: async (user) => forget({ users: [user.id] }) },
        create: {
          before: async (user) => {
            const names = splitName(String(user.name ?? ""));
            return {
              data: {
                ...user,
                firstName: (user as { firstName?: string }).firstName || names.firstName,
                lastName: (user as { lastName?: string }).lastName || names.lastName,
                referralCode: newReferralCode(),
              },
            };
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up answers the same for new and known emails (DESIGN.md §7): nobody is signed
      // in by sign-up itself; the activation link signs the new user in.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: deps.passwords,
      sendResetPassword: async ({ user, token, url }) => {
        const resetUrl = `${publicUrl}/users/password/edit?token=${encodeURIComponent(token)}`;
        const firstName = (user as { firstName?: string }).firstName || user.name;
        if (new URL(url).searchParams.get("callbackURL") === AGENCY_WELCOME_REDIRECT) {
          await send(
            agencyWelcomeMail({
              to: user.email,
              firstName,
              setPasswordUrl: resetUrl,
              expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
              forgotPasswordUrl: `${publicUrl}/users/password/new`,
            }),
          );
          return;
        }
        await send(
          passwordResetMail({
            to: user.email,
            firstName: (user as { firstName?: string }).firstName || user.name,
            resetUrl,
            expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
          }),
        );
      },
      onExistingUserSignUp: async ({ user }) => {
        await send(
          signUpAttemptMail({
            to: user.email,
            firstName: (user as { firstName?: string }).firstName || user.name,
            signInUrl: `${publicUrl}/users/sign_in`,
            resetUrl: `${publicUrl}/users/password/new`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await send(
          activationMail({
            to: user.email,
            firstName: (user as { firstName?: string }).firstName || user.name,
            activationUrl: url,
          }),
        );
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "facebook"] } },
    socialProviders: deps.facebook
      ? {
          facebook: {
            clientId: deps.facebook.clientId,
            clientSecret: deps.facebook.clientSecret,
            mapProfileToUser: (profile) => ({ ...splitName(profile.name ?? "") }),
          },
        }
      : {},
    plugins: deps.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google",
                clientId: deps.google.clientId,
                clientSecret: deps.google.clientSecret,
                discoveryUrl: deps.google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                mapProfileToUser: (profile) => ({
                  firstName:
                    String(profile.given_name ?? "") ||
                    splitName(String(profile.name ?? "")).firstName,
                  lastName:
                    String(profile.family_name ?? "") ||
                    splitName(String(profile.name ?? "")).lastName,
                }),
              },
            ],
          }),
        ]
      : [],
    advanced: {
      cookiePrefix: "triphive",
      // Secure cookies wherever the site is served over HTTPS (production), not on plain
      // http://localhost where the browser would drop them.
      useSecureCookies: publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
