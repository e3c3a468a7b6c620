import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_CATEGORIES, type EmailCategory } from "../../../common/notifications";

/**
 * The one-click unsubscribe link of a notification mail (RFC 8058): it names a user and a
 * mail category and is signed with the server secret, so it works without signing in and
 * cannot be forged for another user or category. It never expires: a mail read a year later
 * must still unsubscribe (and unsubscribing twice changes nothing).
 *
 * Format: base64url(userId) "." category "." base64url(HMAC-SHA256)[0..32]
 */
const PURPOSE = "notifications.unsubscribe.v1";
const SIG_LENGTH = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}\.[a-z]{1,20}\.[A-Za-z0-9_-]{32}$/;

function sign(secret: string, userId: string, category: string): string {
  return createHmac("sha256", secret)
    .update(`${PURPOSE}\n${userId}\n${category}`)
    .digest("base64url")
    .slice(0, SIG_LENGTH);
}

export function unsubscribeToken(secret: string, userId: string, category: EmailCategory): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${id}.${category}.${sign(secret, userId, category)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: EmailCategory } | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [id = "", category = "", sig = ""] = token.split(".");
  if (!(EMAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const userId = Buffer.from(id, "base64url").toString("utf8");
  if (!userId) return null;
  const expected = Buffer.from(sign(secret, userId, category));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category: category as EmailCategory };
}
