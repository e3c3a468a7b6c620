import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `message` with `secret`, lowercase hex. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Compares two hex signatures in constant time; anything not 64 hex characters is false. */
export function safeEqualHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given) || !/^[0-9a-f]{64}$/.test(expected)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

// ---- the sandbox gateway's webhook signature (Stripe-like: timestamp in the signed text) ----

export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";
export const SANDBOX_TIMESTAMP_HEADER = "X-Sandbox-Timestamp";
export const SANDBOX_EVENT_ID_HEADER = "X-Sandbox-Event-Id";
/** A webhook signed more than this long ago (or ahead) is refused as stale: replays die. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** `v1=<hex of HMAC-SHA256(secret, "<unix seconds>.<raw body>")>`. */
export function signSandboxWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

export type SignatureCheck = "ok" | "missing_signature" | "bad_signature" | "stale";

export function checkSandboxSignature(input: {
  secret: string;
  rawBody: string;
  signatureHeader: string | null | undefined;
  timestampHeader: string | null | undefined;
  now: Date;
  toleranceSeconds?: number;
}): SignatureCheck {
  const { signatureHeader, timestampHeader } = input;
  if (!signatureHeader || !timestampHeader) return "missing_signature";
  if (!/^\d{1,12}$/.test(timestampHeader)) return "bad_signature";
  const timestamp = Number(timestampHeader);
  // The signature is checked first: a stale verdict must not tell a forger anything.
  const expected = hmacHex(input.secret, `${timestamp}.${input.rawBody}`);
  const given = signatureHeader
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("v1="))
    .map((part) => part.slice(3));
  if (!given.some((sig) => safeEqualHex(expected, sig))) return "bad_signature";
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(Math.floor(input.now.getTime() / 1000) - timestamp) > tolerance) return "stale";
  return "ok";
}

// ---- Razorpay (https://razorpay.com/docs/webhooks/validate-test/, payment verification) ----

export const RAZORPAY_SIGNATURE_HEADER = "X-Razorpay-Signature";
export const RAZORPAY_EVENT_ID_HEADER = "X-Razorpay-Event-Id";

/** Checkout's `razorpay_signature`: HMAC-SHA256(key_secret, "<order_id>|<payment_id>") hex. */
export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string) {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyRazorpayPayment(input: {
  keySecret: string;
  orderId: string;
  paymentId: string;
  signature: string;
}): boolean {
  return safeEqualHex(
    razorpayPaymentSignature(input.keySecret, input.orderId, input.paymentId),
    input.signature,
  );
}

/** `X-Razorpay-Signature`: HMAC-SHA256(webhook_secret, raw body) hex. */
export function razorpayWebhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function verifyRazorpayWebhook(input: {
  webhookSecret: string;
  rawBody: string;
  signature: string | null | undefined;
}): boolean {
  if (!input.signature) return false;
  return safeEqualHex(
    razorpayWebhookSignature(input.webhookSecret, input.rawBody),
    input.signature,
  );
}
