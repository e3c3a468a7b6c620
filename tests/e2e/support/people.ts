import { type Browser, expect, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mailbox";

// The people of the multi-person journeys (marketplace, money, payouts): one browser context
// each, signed in through the sign-in form, or a new traveller signed up and activated through
// the mailed link.

export interface Credentials {
  email: string;
  password: string;
}

/** A person with a browser context, so cookies, of their own. */
export async function newPerson(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Signs in through the form and waits for the page the account lands on. */
export async function signIn(page: Page, who: Credentials, lands: RegExp) {
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(lands);
}

/** A new person, signed in. */
export async function signedIn(browser: Browser, who: Credentials, lands: RegExp) {
  const person = await newPerson(browser);
  await signIn(person.page, who, lands);
  return person;
}

/**
 * Signs up a new traveller (an address starting with `tag`, so the mailbox says which journey
 * made it) and follows the activation link, which signs them in.
 */
export async function signUpAndActivate(page: Page, tag: string): Promise<void> {
  const email = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "Alleppey#Canal5";
  const started = Date.now();
  await page.goto("/users/sign_up");
  await page.getByLabel("Full name").fill("Nila Varghese");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile/Contact No.").fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const mail = await waitForMail(email, "Activate your Triphive account", started);
  await page.goto(linkIn(mail, "verify-email"));
  await expect(page).toHaveURL(/\/travellers\/dashboard$/);
}
