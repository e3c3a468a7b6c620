export {
  type Claim,
  createIdempotencyService,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyService,
  keyInProgress,
  keyReused,
  type StoredResponse,
} from "./idempotency.service";
