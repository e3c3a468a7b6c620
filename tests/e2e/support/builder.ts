import { expect, type Page } from "@playwright/test";

// The quote builder's steps (decision 0209), for every journey that drives the builder: with
// JavaScript one step shows at a time, so a journey opens the step that holds its fields.

export type BuilderStepName = "Trip" | "Days" | "Hotels" | "Inclusions" | "Price" | "Preview";

export async function builderStep(page: Page, step: BuilderStepName): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Builder steps" });
  await expect(nav).toBeVisible();
  await nav.getByRole("button", { name: new RegExp(`^\\d\\. ${step}$`) }).click();
  await expect(nav.getByRole("button", { name: new RegExp(`^\\d\\. ${step}$`) })).toHaveAttribute(
    "aria-current",
    "step",
  );
}

/**
 * Types a price per adult by hand: a costed draft (one started from a package) prices itself
 * from its cost lines, so they go first.
 */
export async function typePricePerAdult(page: Page, price: string): Promise<void> {
  await builderStep(page, "Price");
  const remove = page.getByRole("button", { name: /^Remove cost line / });
  while ((await remove.count()) > 0) await remove.first().click();
  await page.getByLabel("Price per adult").fill(price);
}
