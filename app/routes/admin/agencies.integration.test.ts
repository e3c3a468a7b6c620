import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgentApplicationInput } from "../../../common/agent-application";
import type { AuthenticatedUser } from "../../../common/roles";
import { insertDestination, insertUser } from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { loader as profileLoader } from "../agents/profile";
import { action, loader } from "./agencies";

// The applications tab of /admin/agencies (decision 0239) per role, through its loader and
// action as the page calls them, and a suspended agency's public profile.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let admin: AuthenticatedUser;
let ops: AuthenticatedUser;
let agent: AuthenticatedUser;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  await insertDestination(database.db, "Kerala", "india");
  admin = await insertUser(database.db, "admin", "Asha");
  ops = await insertUser(database.db, "ops", "Omar");
  agent = await insertUser(database.db, "agent", "Ravi");
});
afterAll(async () => {
  await database?.close();
});

async function apply() {
  const { id } = await services.agentApplications.apply(
    AgentApplicationInput.parse({
      company_name: `Munnar Mist Holidays ${++n}`,
      contact_name: "Leela Menon",
      email: `leela.${n}.${Date.now()}@munnarmist.example`,
      mobile: "+91 94470 11223",
      base_city: "Munnar",
      destinations: "Kerala",
      years_in_business: "5",
    }),
  );
  return id;
}

// biome-ignore lint/suspicious/noExplicitAny: the route's generated argument types are not needed here
type Args = any;
const args = (user: AuthenticatedUser | null, request: Request, params = {}): Args => ({
  request,
  params,
  context: loadContextFor(() => services, user),
});
/** A refusal is thrown (data with a status), an answer returned: both are answers here. */
const settle = (p: Promise<unknown>) => p.catch((thrown: unknown) => thrown);
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } | null }).init?.status ?? 200);
const dataOf = (answer: unknown) => (answer as { data?: unknown }).data ?? answer;

const tab = (user: AuthenticatedUser, query = "") =>
  settle(loader(args(user, new Request(`http://t/admin/agencies?tab=applications${query}`))));
const post = (user: AuthenticatedUser, fields: Record<string, string>) =>
  settle(
    action(
      args(
        user,
        new Request("http://t/admin/agencies?tab=applications", {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
      ),
    ),
  );

describe("the applications tab", () => {
  it("lists and opens pending applications for admin, and is no page for ops or agents", async () => {
    const id = await apply();
    const page = (await tab(admin, `&application=${id}`)) as {
      applications: { items: { id: number }[] };
      review: { application: { id: number }; servedPlaces: { name: string }[] };
    };
    expect(page.applications.items.map((a) => a.id)).toContain(id);
    expect(page.review.application.id).toBe(id);
    expect(page.review.servedPlaces.map((d) => d.name)).toEqual(["Kerala"]);
    expect(statusOf(await tab(ops))).toBe(404);
    expect(statusOf(await tab(agent))).toBe(404);
    expect(statusOf(await tab(admin, "&application=987654"))).toBe(404);
    expect(statusOf(await tab(admin, "&page=40"))).toBe(404);
  });

  it("approves for admin, refuses ops with 403 and a second decision with 409", async () => {
    const id = await apply();
    const byOps = await post(ops, { intent: "approve_application", applicationId: String(id) });
    expect(statusOf(byOps)).toBe(403);
    expect(dataOf(byOps)).toMatchObject({ error: "Only an administrator may do this." });
    expect(
      statusOf(await post(agent, { intent: "approve_application", applicationId: String(id) })),
    ).toBe(404);
    expect((await services.agentApplications.get(id)).status).toBe("pending");

    const done = await post(admin, { intent: "approve_application", applicationId: String(id) });
    expect(dataOf(done)).toMatchObject({
      ok: expect.stringContaining("is approved and gets requests for Kerala"),
    });
    const again = await post(admin, {
      intent: "reject_application",
      applicationId: String(id),
      reason: "Second thoughts",
    });
    expect(statusOf(again)).toBe(409);
    expect(dataOf(again)).toMatchObject({ error: expect.stringContaining("already approved") });
  });

  it("answers a short reason with its message under the reject form", async () => {
    const id = await apply();
    const short = await post(admin, {
      intent: "reject_application",
      applicationId: String(id),
      reason: "no",
    });
    expect(statusOf(short)).toBe(400);
    expect(dataOf(short)).toMatchObject({
      error: "Say why in 5 characters or more: the applicant reads it.",
      intent: `reject_application:${id}`,
    });
  });

  it("keeps ops out of the agency actions as before (404)", async () => {
    expect(statusOf(await post(ops, { intent: "commission", agencyId: "1", percent: "5" }))).toBe(
      404,
    );
  });
});

describe("a suspended agency's public profile", () => {
  it("is a 404 page saying it is not taking requests", async () => {
    const id = await apply();
    const { agency } = await services.applicationDecisions.approve(admin, { applicationId: id });
    const profile = () =>
      settle(
        profileLoader(
          args(null, new Request(`http://t/agents/${agency.encodedId}`), {
            encodedId: agency.encodedId,
          }),
        ),
      );
    expect(statusOf(await profile())).toBe(200);
    await services.admin.suspendAgency(admin, {
      agencyId: agency.id,
      reason: "Unpaid hotel bills.",
    });
    const answer = await profile();
    expect(statusOf(answer)).toBe(404);
    expect(dataOf(answer)).toEqual({
      notTakingRequests: `${agency.companyName} is not taking requests on Triphive at the moment.`,
    });
  });
});
