import { expect, type Page, test } from "@playwright/test";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { AGENCIES } from "../../seed/data/agencies";
import { KERALA_AGENTS, postKeralaRequest } from "./support/kerala-lead";
import { newPerson, signedIn, signUpAndActivate } from "./support/people";
import { shootWidths } from "./support/screenshots";

// The operations console (decision 0213, 0214, 0216), as ops would use it: a request nobody
// quoted within its SLA (QUOTE_SLA_HOURS is seconds on the e2e server) shows escalated on the
// pipeline board; ops reassigns it with a reason (the new agent, in its own browser, sees it;
// the old one loses it), adds a note, schedules a callback (the dialer sees it), and views the
// request as the traveller, where a write is refused. Screenshots in test-results/ops/.

const OPS = { email: "ops@triphive.example", password: "Operations#2026" };
const DIALER = { email: "dialer@triphive.example", password: "CallQueue#2026" };
const SHOTS = "test-results/ops";

const agencyOf = (email: string) => {
  const name = AGENCIES.find((a) => a.demoEmail === email)?.name;
  if (!name) throw new Error(`no demo agency for ${email}`);
  return name;
};

/** Whether the agent signed in on `page` can open the lead of `tripId`. */
async function holdsLead(page: Page, tripId: number): Promise<boolean> {
  const response = await page.goto(`/agents/dashboard/leads/${tripId}`);
  return response?.status() === 200;
}

test("ops sees an escalated request, reassigns it, notes, schedules a call and views as the traveller", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const traveller = await newPerson(browser);
  await signUpAndActivate(traveller.page, "opsconsole");
  const tripId = await postKeralaRequest(traveller.page.request, {
    from_loc: "Pune",
    phone_no: "9822012345",
  });

  const [keralaWho, malabarWho] = KERALA_AGENTS;
  if (!keralaWho || !malabarWho) throw new Error("two demo Kerala agents expected");
  const kerala = { who: keralaWho, name: agencyOf(keralaWho.email) };
  const malabar = { who: malabarWho, name: agencyOf(malabarWho.email) };
  const agentA = await signedIn(browser, kerala.who, /\/agents\/dashboard$/);
  const agentB = await signedIn(browser, malabar.who, /\/agents\/dashboard$/);
  const ops = await signedIn(browser, OPS, /\/admin$/);
  const opsPage = ops.page;

  // ── The board: the request waits past its SLA with no quote, and shows escalated. ──────────
  await expect
    .poll(
      async () => {
        await opsPage.goto(`/admin/leads?q=${tripId}`);
        return opsPage.locator(`li[data-trip-id="${tripId}"]`).getByText("Escalated").count();
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe(1);
  await expect(opsPage.getByRole("link", { name: /escalated$/ })).toBeVisible();
  await opsPage.goto("/admin/leads");
  await shootWidths(opsPage, SHOTS, "board");

  // ── Reassign: from a demo agency holding the lead to the other demo agency. ────────────────
  const aHolds = await holdsLead(agentA.page, tripId);
  const bHolds = await holdsLead(agentB.page, tripId);
  expect(aHolds || bHolds).toBe(true);
  const [oldAgent, newAgent] = aHolds
    ? [
        { ...agentA, name: kerala.name },
        { ...agentB, name: malabar.name },
      ]
    : [
        { ...agentB, name: malabar.name },
        { ...agentA, name: kerala.name },
      ];
  await opsPage.goto(`/admin/trips/${tripId}`);
  await expect(opsPage.getByText("Escalated: no quote within the SLA")).toBeVisible();
  const reassign = opsPage.getByRole("form", { name: "Reassign the request" });
  if (aHolds && bHolds) {
    // Both demo agencies hold it: the second gives it up to a third agency first.
    await reassign.getByLabel("Take it from").selectOption({ label: newAgent.name ?? "" });
    await reassign.getByLabel("Give it to").selectOption({ index: 1 });
    await reassign.getByLabel("Reason").fill("Freeing the Malabar desk");
    await reassign.getByRole("button", { name: "Reassign" }).click();
    await expect(opsPage.getByText("The request has been reassigned")).toBeVisible();
    expect(await holdsLead(newAgent.page, tripId)).toBe(false);
  }
  if (!(aHolds && bHolds)) {
    await reassign.getByLabel("Take it from").selectOption({ label: oldAgent.name ?? "" });
    await reassign.getByLabel("Give it to").selectOption({ label: newAgent.name ?? "" });
    // A reason is required.
    await reassign.getByLabel("Reason").fill("No quote within the SLA");
    await reassign.getByRole("button", { name: "Reassign" }).click();
    await expect(opsPage.getByText("The request has been reassigned")).toBeVisible();
    await expect(opsPage.getByRole("list", { name: "Audit log" })).toContainText(
      `Reassigned from ${oldAgent.name} to ${newAgent.name}: No quote within the SLA`,
    );
    // The new agent sees the lead in its inbox and opens it; the old one no longer can.
    await newAgent.page.goto("/agents/dashboard");
    await expect(
      newAgent.page.locator(`main a[href$="/agents/dashboard/leads/${tripId}"]`).first(),
    ).toBeVisible();
    expect(await holdsLead(newAgent.page, tripId)).toBe(true);
    expect(await holdsLead(oldAgent.page, tripId)).toBe(false);
  } else {
    await expect(opsPage.getByRole("list", { name: "Audit log" })).toContainText(
      "Freeing the Malabar desk",
    );
  }

  // ── A note mentioning the dialer, then a callback into the dialer's queue. ─────────────────
  await opsPage.getByLabel(/New note/).fill("@dialer the traveller prefers evenings");
  await opsPage.getByRole("button", { name: "Add note" }).click();
  await expect(opsPage.getByText("Your note has been added")).toBeVisible();
  await expect(opsPage.getByRole("list", { name: "Audit log" })).toContainText(
    "Added a note mentioning @dialer",
  );
  const due = new Date(Date.now() + 3 * 3_600_000);
  const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await opsPage.getByLabel("Call the traveller at").fill(local);
  await opsPage.getByLabel("What about").fill("Confirm the Pune departure");
  await opsPage.getByRole("button", { name: "Schedule callback" }).click();
  await expect(opsPage.getByText("The callback is in the dialer's queue")).toBeVisible();
  await shootWidths(opsPage, SHOTS, "trip");

  const dialer = await signedIn(browser, DIALER, /\/admin\/dialer$/);
  const scheduled = dialer.page.getByRole("list", { name: "Scheduled callbacks" });
  await expect(scheduled).toContainText(`Trip #${tripId}`);
  await expect(scheduled).toContainText("Confirm the Pune departure");
  // The dialer's menu offers only its queue; the board is not its page.
  const board = await dialer.page.goto("/admin/leads");
  expect(board?.status()).toBe(404);

  // ── View as the traveller: a banner, the traveller's page, and every write refused. ────────
  await opsPage.goto(`/admin/trips/${tripId}`);
  await opsPage.getByRole("button", { name: "View as traveller" }).click();
  await expect(opsPage).toHaveURL(new RegExp(`/requested_trips/${tripId}$`));
  const banner = opsPage.getByRole("region", { name: "Viewing as a customer" });
  await expect(banner).toContainText("Karan Ops");
  await expect(banner).toContainText("Nila Varghese");
  const cookies = await ops.context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(
    expect.arrayContaining(["spoc_id", "spoc_name", "spoc_login"]),
  );
  const write = await opsPage.request.post(
    `/bookings/v1/requested_trips/${tripId}/request_call_back`,
    { headers: { "X-Api-Key": WEB_CLIENT_API_KEY }, data: { option: "request_cta_1" } },
  );
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ errors: [{ code: "viewing_as_customer" }] });
  await shootWidths(opsPage, SHOTS, "view-as", { fullPage: false });
  await banner.getByRole("button", { name: "End customer view" }).click();
  await expect(opsPage).toHaveURL(new RegExp(`/admin/trips/${tripId}$`));
  await expect(opsPage.getByRole("list", { name: "Audit log" })).toContainText(
    "Opened the request as the traveller (read-only)",
  );

  for (const person of [traveller, agentA, agentB, ops, dialer]) await person.context.close();
});
