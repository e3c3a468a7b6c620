export {
  createVerificationService,
  type PendingCode,
  type VerificationService,
} from "./verification.service";
export {
  CODE_TTL_MS,
  CODES_PER_NUMBER,
  MAX_WRONG_TRIES,
  RESEND_AFTER_MS,
} from "./verification-code";
