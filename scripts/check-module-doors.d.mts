// Types for check-module-doors.mjs, which runs as plain Node in CI (decision 0180).
export interface KnownDebt {
  file: string;
  specifier: string;
}
export const KNOWN_DEBT: KnownDebt[];
export function checkModuleDoors(
  root: string,
  knownDebt?: readonly KnownDebt[],
): { violations: string[]; warnings: string[] };
