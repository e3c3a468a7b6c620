export { createAccountsApi, createDialerApi, requestMeta } from "./accounts.api";
export {
  type AccountsService,
  createAccountsService,
  type RequestMeta,
  type SignedIn,
  type SocialProvider,
} from "./accounts.service";
export { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER, createAuth } from "./auth";
export {
  createPasswordHasher,
  type PasswordHashCost,
  TEST_PASSWORD_HASH_COST,
} from "./password-hash";
export { userContactOf } from "./user-contacts";
