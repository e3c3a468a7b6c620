import { dictionary } from "@zxcvbn-ts/language-common";

// ~49,000 passwords seen most often in breaches (zxcvbn-ts's list), checked case-insensitively.
const COMMON = new Set<string>(
  (dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
