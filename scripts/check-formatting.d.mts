// Types for check-formatting.mjs, which runs as plain Node in `npm run lint` (decision 0200).
export interface FormattingRule {
  id: string;
  pattern: RegExp;
  advice: string;
}
export interface AllowedFormatting {
  file: string;
  rules: "*" | string[];
}
export const RULES: FormattingRule[];
export const ALLOWED: AllowedFormatting[];
export function findHandFormatting(
  file: string,
  text: string,
  allowList?: readonly AllowedFormatting[],
): string[];
export function checkFormatting(root: string, allowList?: readonly AllowedFormatting[]): string[];
