import { AppError } from "../../lib/errors";

/** An unknown destination, a city of another destination, or an unknown origin. */
export const GuideNotFound = (what: string) =>
  new AppError("not_found", "guide_not_found", `There is no guide for ${what}.`);
