import { randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { eq, inArray, sql } from "drizzle-orm";
import type {
  ForgotPasswordInput,
  ResendActivationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from "../../../common/auth-schemas";
import { splitName } from "../../../common/auth-schemas";
import { MESSAGES } from "../../../common/messages";
import { type AuthenticatedUser, dashboardUrlFor, type Role } from "../../../common/roles";
import { safeRedirectPath } from "../../../common/safe-redirect";
import { spocToken } from "../../../common/view-as";
import type { Db } from "../../db";
import type { Logger } from "../../lib/logger";
import { type createRateLimiter, LIMITS, type Limit } from "../../lib/rate-limit";
import {
  accountDisabled,
  emailNotVerified,
  fieldError,
  invalidCredentials,
  providerUnavailable,
  resetLinkInvalid,
  tooManyAttempts,
} from "./accounts.errors";
import { accounts, users } from "./accounts.schema";
import {
  ACCOUNT_DISABLED,
  AGENCY_WELCOME_REDIRECT,
  type Auth,
  CLIENT_IP_HEADER,
  newReferralCode,
} from "./auth";
import { isCommonPassword } from "./common-passwords";
import type { PasswordHasher } from "./password-hash";
import type { SessionCache } from "./session-cache";
import { hasWellFormedSessionCookie, sessionCacheKey } from "./session-cookie";
import { createUserAdmin } from "./user-admin";
import { createViewAs } from "./view-as";

type RateLimiter = ReturnType<typeof createRateLimiter>;

const STAFF_OVERVIEW_NEWEST = 10;

/** Who is asking: the browser's headers (cookies) and the address the socket came from. */
export interface RequestMeta {
  headers: Headers;
  ip: string;
}

export type SocialProvider = "google" | "facebook";

export interface SignedIn {
  user: AuthenticatedUser;
  /** Set-Cookie values to pass on to the browser. */
  setCookies: string[];
  redirectTo: string;
}

function authHeaders(meta: RequestMeta): Headers {
  const headers = new Headers();
  const cookie = meta.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const userAgent = meta.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  headers.set(CLIENT_IP_HEADER, meta.ip);
  return headers;
}

const setCookiesOf = (headers: Headers | undefined) => headers?.getSetCookie() ?? [];

const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  image: users.image,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  subAccountId: users.subAccountId,
  emailVerified: users.emailVerified,
} as const;

type UserRow = { [K in keyof typeof USER_COLUMNS]: (typeof USER_COLUMNS)[K]["_"]["data"] | null };

function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  const role = (row.role ?? "traveller") as Role;
  return {
    id: String(row.id),
    sub_account_id: row.subAccountId ?? null,
    first_name: row.firstName ?? "",
    last_name: row.lastName ?? "",
    email: String(row.email),
    image: row.image ?? null,
    role,
    latest_active_trip: null,
    dashboard_url: dashboardUrlFor(role),
    logged_in: true,
  };
}

export interface AccountsDeps {
  db: Db;
  auth: Auth;
  limiter: RateLimiter;
  logger: Logger;
  socialProviders: SocialProvider[];
  /** The traveller's latest active request (trips module), for `latest_active_trip`. */
  latestActiveTrip?: (userId: string) => Promise<number | null>;
  passwords: PasswordHasher;
  /** Sign-ups per address and hour (config SIGN_UP_PER_IP_PER_HOUR); LIMITS.signUpPerIp. */
  signUpLimit?: Limit;
  /** Session → user without the database (decision 0221); unset: every request looks it up. */
  sessionCache?: SessionCache;
  /** Cookies of a view as customer carry Secure where the site is served over HTTPS. */
  secureCookies?: boolean;
  now?: () => Date;
}

export function createAccountsService({
  db,
  auth,
  limiter,
  logger,
  socialProviders,
  latestActiveTrip,
  passwords,
  signUpLimit,
  sessionCache,
  secureCookies,
  now,
}: AccountsDeps) {
  async function findUser(id: string): Promise<UserRow | null> {
    const [row] = await db.select(USER_COLUMNS).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  const viewAs = createViewAs({
    db,
    now: now ?? (() => new Date()),
    secureCookies: secureCookies ?? false,
  });

  /** The traveller a staff member views as, when the request carries a live view of theirs. */
  async function viewedAs(
    user: AuthenticatedUser,
    cookie: string | null,
  ): Promise<AuthenticatedUser> {
    if (!spocToken(cookie)) return user;
    const view = await viewAs.travellerIdFor(user, cookie);
    if (!view) return user;
    const row = await findUser(view.travellerId);
    if (!row) return user;
    return {
      ...toAuthenticatedUser(row),
      viewed_by: {
        id: user.id,
        name: `${user.first_name} ${user.last_name}`.trim() || user.email,
        session_id: view.sessionId,
        trip_id: view.tripId,
      },
    };
  }

  async function throttle(limit: Limit, key: string) {
    const result = await limiter.consume(limit, key);
    if (result.limited) throw tooManyAttempts(result.retryAfterSeconds);
  }

  /** Where to go after signing in: a same-site next_url, else the user's dashboard. */
  function landingFor(user: AuthenticatedUser, nextUrl?: string): string {
    return safeRedirectPath(nextUrl, user.dashboard_url);
  }

  /** better-auth's lookup (signature, session row, user row), kept for the next request. */
  async function lookUpSession(
    headers: Headers,
    key: string | null,
  ): Promise<AuthenticatedUser | null> {
    const since = sessionCache?.generation() ?? 0;
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    // better-auth has just read the user's row, our fields included: no second lookup.
    const { user: row } = session;
    const user = toAuthenticatedUser({
      id: row.id,
      email: row.email,
      image: row.image ?? null,
      role: (row.role ?? null) as UserRow["role"],
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      subAccountId: row.subAccountId ?? null,
      emailVerified: row.emailVerified,
    });
    if (key) {
      sessionCache?.set(
        key,
        { user: { ...user }, token: session.session.token, expiresAt: session.session.expiresAt },
        since,
      );
    }
    return user;
  }

  return {
    socialProviders: () => [...socialProviders],

    /** A user by id, for a caller that authenticated them otherwise (a realtime token). */
    async userById(id: string): Promise<AuthenticatedUser | null> {
      const row = await findUser(id);
      return row ? toAuthenticatedUser(row) : null;
    },

    /**
     * The phone a user gave at sign-up or on a request, to pre-fill the next form they fill in
     * (a trip request, a hotel booking); null when they gave none.
     */
    async contactOf(userId: string): Promise<{ isdCode: string; phoneNo: string } | null> {
      const [row] = await db
        .select({ isdCode: users.isdCode, phoneNo: users.phoneNo })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.phoneNo ? { isdCode: row.isdCode, phoneNo: row.phoneNo } : null;
    },

    async currentUser(headers: Headers): Promise<AuthenticatedUser | null> {
      // No session cookie (or one that cannot be a signed one), no lookup: anonymous pages
      // stay cheap.
      const cookie = headers.get("cookie");
      if (!hasWellFormedSessionCookie(cookie)) return null;
      const key = sessionCacheKey(cookie);
      const cached = key ? sessionCache?.get(key) : null;
      const signedIn = cached ? { ...cached } : await lookUpSession(headers, key);
      const user = signedIn ? await viewedAs(signedIn, cookie) : null;
      if (user && user.role === "traveller" && latestActiveTrip) {
        user.latest_active_trip = await latestActiveTrip(user.id);
      }
      return user;
    },

    /** Staff viewing as a customer (decision 0214): opening, ending and its audit. */
    viewAs,

    /** Admin's side: staff roles, disabling accounts (decision 0229). */
    admin: createUserAdmin({ db, sessionCache, now: now ?? (() => new Date()) }),

    /** Staff accounts (ops, admin, dialer): who may be @mentioned and who hears of escalations. */
    async staffMembers(): Promise<{ id: string; name: string; email: string; role: Role }[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, ["ops", "admin", "dialer"]))
        .orderBy(users.name);
      return rows;
    },

    async signUp(input: SignUpInput, meta: RequestMeta): Promise<{ email: string }> {
      await throttle(signUpLimit ?? LIMITS.signUpPerIp, meta.ip);
      if (isCommonPassword(input.password)) {
        throw fieldError("password", "common_password", MESSAGES.commonPassword);
      }
      let referredByUserId: string | undefined;
      if (input.referer_code) {
        const [referrer] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.referralCode, input.referer_code.toUpperCase()))
          .limit(1);
        if (!referrer) {
          throw fieldError("referer_code", "invalid_referral_code", MESSAGES.invalidReferralCode);
        }
        referredByUserId = referrer.id;
      }
      try {
        await auth.api.signUpEmail({
          body: {
            name: input.name,
            email: input.email,
            password: input.password,
            isdCode: input.isd_code,
            phoneNo: input.phone_no,
            referredByUserId,
            // The activation link signs the user in and lands here (default: their dashboard).
            callbackURL: safeRedirectPath(input.next_url, "/users/sign_in/complete"),
          },
          headers: authHeaders(meta),
        });
      } catch (error) {
        if (isAPIError(error)) {
          logger.warn({ code: error.body?.code }, "sign-up refused by auth");
          throw fieldError("email", "sign_up_refused", MESSAGES.somethingWentWrong);
        }
        throw error;
      }
      // Same answer whether the email was new or known (the known owner gets a mail).
      return { email: input.email };
    },

    async signIn(input: SignInInput, meta: RequestMeta): Promise<SignedIn> {
      const email = input.email.toLowerCase();
      for (const [limit, key] of [
        [LIMITS.loginFailuresPerAccount, email],
        [LIMITS.loginFailuresPerIp, meta.ip],
      ] as const) {
        const state = await limiter.check(limit, key);
        if (state.limited) throw tooManyAttempts(state.retryAfterSeconds);
      }
      const result = await auth.api
        .signInEmail({
          // Where the activation link re-sent to an unverified user lands.
          body: {
            email,
            password: input.password,
            rememberMe: true,
            callbackURL: "/users/sign_in/complete",
          },
          headers: authHeaders(meta),
          returnHeaders: true,
        })
        .catch(async (error: unknown) => {
          if (isAPIError(error) && error.body?.code === "EMAIL_NOT_VERIFIED")
            throw emailNotVerified();
          if (isAPIError(error) && error.body?.code === ACCOUNT_DISABLED) throw accountDisabled();
          if (isAPIError(error) && error.statusCode < 500) {
            await Promise.all([
              limiter.consume(LIMITS.loginFailuresPerAccount, email),
              limiter.consume(LIMITS.loginFailuresPerIp, meta.ip),
            ]);
            throw invalidCredentials();
          }
          throw error;
        });
      await limiter.reset(LIMITS.loginFailuresPerAccount, email);
      const row = await findUser(result.response.user.id);
      if (!row) throw invalidCredentials();
      const user = toAuthenticatedUser(row);
      return {
        user,
        setCookies: setCookiesOf(result.headers),
        redirectTo: landingFor(user, input.next_url),
      };
    },

    async signOut(meta: RequestMeta): Promise<{ setCookies: string[] }> {
      try {
        const result = await auth.api.signOut({ headers: authHeaders(meta), returnHeaders: true });
        return { setCookies: setCookiesOf(result.headers) };
      } catch (error) {
        // Signing out without a session is not an error worth showing.
        if (isAPIError(error) && error.statusCode < 500) return { setCookies: [] };
        throw error;
      }
    },

    async requestPasswordReset(input: ForgotPasswordInput, meta: RequestMeta): Promise<void> {
      await throttle(LIMITS.passwordResetPerIp, meta.ip);
      await throttle(LIMITS.passwordResetPerEmail, input.email.toLowerCase());
      // better-auth answers alike for unknown emails and does the same work for them.
      await auth.api.requestPasswordReset({
        body: { email: input.email.toLowerCase(), redirectTo: "/users/password/edit" },
        headers: authHeaders(meta),
      });
    },

    /**
     * The welcome of an agency admin approved (decision 0239): a set-password link to its new
     * account. Not throttled: only admin's approval, once per application, asks for it.
     */
    async sendAgencyWelcome(email: string): Promise<void> {
      await auth.api.requestPasswordReset({
        body: { email: email.toLowerCase(), redirectTo: AGENCY_WELCOME_REDIRECT },
      });
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      if (isCommonPassword(input.password)) {
        throw fieldError("password", "common_password", MESSAGES.commonPassword);
      }
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (error) {
        if (isAPIError(error) && error.statusCode < 500) throw resetLinkInvalid();
        throw error;
      }
    },

    async sendActivationMail(input: ResendActivationInput, meta: RequestMeta): Promise<void> {
      const email = input.email.toLowerCase();
      await throttle(LIMITS.activationMailPerEmail, email);
      const [row] = await db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      // Only unverified accounts get a mail; everyone gets the same answer.
      if (row && !row.emailVerified) {
        await auth.api.sendVerificationEmail({
          body: { email, callbackURL: "/" },
          headers: authHeaders(meta),
        });
      }
    },

    /** The provider's authorization URL, plus the state cookie that the callback checks. */
    async socialSignIn(provider: SocialProvider, nextUrl: string | undefined, meta: RequestMeta) {
      if (!socialProviders.includes(provider)) throw providerUnavailable();
      const callbackURL = safeRedirectPath(nextUrl, "/users/sign_in/complete");
      const result = await auth.api.signInSocial({
        body: { provider, callbackURL, errorCallbackURL: "/users/sign_in?error=social" },
        headers: authHeaders(meta),
        returnHeaders: true,
      });
      const url = (result.response as { url?: string }).url;
      if (!url) throw providerUnavailable();
      return { url, setCookies: setCookiesOf(result.headers) };
    },

    /** Dialers sign in on their own endpoint; any other role gets the wrong-credentials answer. */
    async dialerSignIn(input: SignInInput, meta: RequestMeta): Promise<SignedIn> {
      const signedIn = await this.signIn({ ...input, next_url: undefined }, meta);
      if (signedIn.user.role !== "dialer") {
        await auth.api.signOut({
          headers: new Headers({
            cookie: signedIn.setCookies.map((c) => c.split(";")[0]).join("; "),
          }),
        });
        throw invalidCredentials();
      }
      return signedIn;
    },

    /** Staff home: accounts by role and the newest sign-ups. */
    async staffOverview() {
      const [byRole, newest] = await Promise.all([
        db
          .select({ role: users.role, count: sql<number>`count(*)::int` })
          .from(users)
          .groupBy(users.role),
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            emailVerified: users.emailVerified,
            createdAt: users.createdAt,
          })
          .from(users)
          .orderBy(sql`${users.createdAt} desc`, users.id)
          .limit(STAFF_OVERVIEW_NEWEST),
      ]);
      return {
        byRole: Object.fromEntries(byRole.map((r) => [r.role, r.count])) as Partial<
          Record<Role, number>
        >,
        newest: newest.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      };
    },

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return Boolean(row);
    },

    /**
     * For the seed's demo accounts: a verified user with a role and a password, no mails.
     * `password: null` (seeded accounts nobody signs in to) stores no credential and hashes
     * nothing: such an account signs in only after a password reset.
     */
    async createVerifiedUser(input: {
      name: string;
      email: string;
      password: string | null;
      role: Role;
      phoneNo?: string;
    }): Promise<string> {
      const id = randomUUID();
      const names = splitName(input.name);
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id,
          name: input.name,
          email: input.email.toLowerCase(),
          emailVerified: true,
          role: input.role,
          firstName: names.firstName,
          lastName: names.lastName,
          phoneNo: input.phoneNo ?? null,
          referralCode: newReferralCode(),
        });
        if (input.password === null) return;
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: await passwords.hash(input.password),
        });
      });
      return id;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
