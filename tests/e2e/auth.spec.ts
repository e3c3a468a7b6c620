import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { linkIn, waitForMail } from "./support/mailbox";
import { E2E_GOOGLE_IDENTITY } from "./support/oidc-server-identity";

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

async function signUpOnPage(page: Page, name: string, email: string, password: string) {
  await page.goto("/users/sign_up");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile/Contact No.").fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

async function activate(page: Page, email: string, since: number) {
  const mail = await waitForMail(email, "Activate your Triphive account", since);
  await page.goto(linkIn(mail, "verify-email"));
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.locator("summary", { hasText: "Hi," }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

test.describe("accounts", () => {
  test("sign up, activate, sign out, sign in, forget and reset the password", async ({ page }) => {
    // Sign-ups, sign-ins and resets hash at the production cost, on a server that may share its
    // 2 cores with other work: playwright.config.ts allows every journey that (decision 0206).
    const email = uniqueEmail("priya");
    const started = Date.now();
    await signUpOnPage(page, "Priya Nair", email, "Kovalam#Beach9");

    // The activation link signs the new traveller in.
    await activate(page, email, started);
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Hi Priya");
    await expect(page.getByText("You have no trip requests yet")).toBeVisible();

    await signOut(page);
    await page.goto("/travellers/dashboard");
    await expect(page).toHaveURL(/\/users\/sign_in\?next_url=%2Ftravellers%2Fdashboard$/);

    await signIn(page, email, "Kovalam#Beach9");
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);
    await signOut(page);

    // Forgot password → mail → choose a new one.
    const resetAsked = Date.now();
    await page.goto("/users/password/new");
    await expect(page.getByText("We’ll email you a link to reset your Password.")).toBeVisible();
    await page.getByLabel("Email ID").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Password reset link sent!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Login" })).toHaveAttribute(
      "href",
      "/users/sign_in",
    );

    const mail = await waitForMail(email, "Reset your Triphive password", resetAsked);
    await page.goto(linkIn(mail, "/users/password/edit"));
    await expect(
      page.getByRole("heading", { name: "Select a new password for Triphive" }),
    ).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Munnar#Tea2027");
    await page.getByLabel("Confirm new password").fill("Munnar#Tea2027");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/users\/sign_in\?reset=1$/);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // The old password no longer works; the new one does.
    await signIn(page, email, "Kovalam#Beach9");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, email, "Munnar#Tea2027");
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);

    // The reset link was single-use.
    await page.goto(linkIn(mail, "/users/password/edit"));
    await page.getByLabel("New password", { exact: true }).fill("Another#Pass2028");
    await page.getByLabel("Confirm new password").fill("Another#Pass2028");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert").first()).toContainText("invalid or has expired");
  });

  test("the popup signs up, resets and signs in from the page it was opened on", async ({
    page,
  }) => {
    const email = uniqueEmail("vikram");
    const started = Date.now();
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Login to Triphive" })).toBeVisible();

    await dialog.getByRole("link", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await dialog.getByLabel("Full name").fill("Vikram Sethi");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Spiti#Valley8");
    await dialog.getByLabel("Confirm password").fill("Spiti#Valley8");
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Activate in this browser, sign out, then sign in again through the popup.
    await activate(page, email, started);
    await page.goto("/aboutus");
    await signOut(page);
    await page.goto("/aboutus");
    await hydrated(page);
    await page.getByRole("link", { name: "Login" }).click();

    // Forgot password inside the popup: 'Return to Login' goes back to the login view.
    await dialog.getByRole("link", { name: "Forgot password?" }).click();
    await expect(dialog.getByText("We’ll email you a link to reset your Password.")).toBeVisible();
    await dialog.getByRole("link", { name: "Return to Login" }).click();
    await expect(dialog.getByRole("heading", { name: "Login to Triphive" })).toBeVisible();

    // …and asks for a reset link from the popup, then resets through the mailed link.
    const resetAsked = Date.now();
    await dialog.getByRole("link", { name: "Forgot password?" }).click();
    await dialog.getByLabel("Email ID").fill(email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog.getByRole("heading", { name: "Password reset link sent!" })).toBeVisible();
    await dialog.getByRole("link", { name: "Return to Login" }).click();
    await expect(dialog.getByRole("heading", { name: "Login to Triphive" })).toBeVisible();
    await page.keyboard.press("Escape");
    const mail = await waitForMail(email, "Reset your Triphive password", resetAsked);
    await page.goto(linkIn(mail, "/users/password/edit"));
    await page.getByLabel("New password", { exact: true }).fill("Kinnaur#Apple9");
    await page.getByLabel("Confirm new password").fill("Kinnaur#Apple9");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/users\/sign_in\?reset=1$/);

    // Sign in through the popup from another page, with the old password and then the new.
    await page.goto("/aboutus");
    await hydrated(page);
    await page.getByRole("link", { name: "Login" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("Spiti#Valley8");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");
    await dialog.getByLabel("Password").fill("Kinnaur#Apple9");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.locator("summary", { hasText: "Hi, Vikram" })).toBeVisible();
  });

  test("a gated URL round-trips through sign in", async ({ page }) => {
    await page.goto("/requested_trips/42/compare");
    await expect(page).toHaveURL(/\/users\/sign_in\?next_url=%2Frequested_trips%2F42%2Fcompare$/);
    await page.goto("/travellers/dashboard?tab=trips");
    await expect(page).toHaveURL(/next_url=%2Ftravellers%2Fdashboard%3Ftab%3Dtrips$/);
    await signIn(page, "traveller@triphive.example", "Backwaters#2026");
    await expect(page).toHaveURL(/\/travellers\/dashboard\?tab=trips$/);
    // Signed in, the sign-in page sends the traveller on to the dashboard.
    await page.goto("/users/sign_in");
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);
  });

  test("sign-in never follows next_url off the site", async ({ page }) => {
    await page.goto(`/users/sign_in?next_url=${encodeURIComponent("//evil.example/steal")}`);
    await signIn(page, "traveller@triphive.example", "Backwaters#2026");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/travellers\/dashboard$/);
  });

  test("Google login works against the local OpenID provider", async ({ page }) => {
    await page.goto("/users/sign_in?next_url=%2Ftravellers%2Fdashboard");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/travellers\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `Hi ${E2E_GOOGLE_IDENTITY.given_name}`,
    );
    await expect(page.getByRole("main").getByText(E2E_GOOGLE_IDENTITY.email)).toBeVisible();
  });

  test("each role lands on its own dashboard", async ({ browser }) => {
    for (const [email, password, url, heading] of [
      [
        "agent.kerala@triphive.example",
        "Houseboat#2026",
        /\/agents\/dashboard$/,
        "Ravi, your leads",
      ],
      ["admin@triphive.example", "Control#Room2026", /\/admin$/, "Operations"],
      ["ops@triphive.example", "Operations#2026", /\/admin$/, "Operations"],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto("/users/sign_in");
      await signIn(page, email, password);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Another role's dashboard sends them back to their own.
      await page.goto("/travellers/dashboard");
      await expect(page).toHaveURL(url);
      await context.close();
    }
  });

  test("field errors show under the inputs once touched", async ({ page }) => {
    await page.goto("/users/sign_up");
    await hydrated(page);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await page.getByLabel("Mobile/Contact No.").fill("98ab");
    await page.getByLabel("Mobile/Contact No.").blur();
    await expect(page.getByText("Phone number not valid")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Password", { exact: true }).blur();
    await expect(page.getByText("Must be atleast 6 characters length")).toBeVisible();
    await page.getByLabel("Confirm password").fill("abcd");
    await page.getByLabel("Confirm password").blur();
    await expect(page.getByText("Passwords did not match")).toBeVisible();
    // The untouched name field shows nothing yet.
    await expect(page.getByText("required")).toHaveCount(0);
  });

  test("the server answers the same form without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/users/sign_up");
    await page.getByLabel("Full name").fill("No Script");
    await page.getByLabel("Email").fill(uniqueEmail("noscript"));
    await page.getByLabel("Password", { exact: true }).fill("password");
    await page.getByLabel("Confirm password").fill("password");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("This password is too common.")).toBeVisible();
    await context.close();
  });
});
