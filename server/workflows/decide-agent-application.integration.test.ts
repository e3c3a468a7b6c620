import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AgentApplicationInput } from "../../common/agent-application";
import type { AuthenticatedUser } from "../../common/roles";
import { asAppError } from "../lib/errors";
import type { Outbox } from "../mail/mailer";
import { insertDestination, insertUser } from "../modules/quotes/quotes-test-helpers";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";

// Admin decides an agency's application once (decision 0239): approved, a verified agency that
// serves the places the catalogue knows, with an agent login the applicant sets a password for
// from the welcome mail; rejected, the applicant is mailed the reason. Only admin decides.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let outbox: Outbox;
let app: ReturnType<typeof createTestApp>;
let admin: AuthenticatedUser;
let ops: AuthenticatedUser;
let agent: AuthenticatedUser;
let traveller: AuthenticatedUser;
let keralaId: number;
let goaId: number;
let applicants = 0;

async function apply(fields: Partial<Record<string, string>> = {}) {
  const n = ++applicants;
  const email = `owner.${n}.${Date.now()}@agency${n}.example`;
  const { id } = await services.agentApplications.apply(
    AgentApplicationInput.parse({
      company_name: `Backwater Journeys ${n}`,
      contact_name: "Anil Varghese",
      email,
      mobile: "+91 98470-12345",
      base_city: "Kochi",
      destinations: "Kerala, goa, Atlantis",
      years_in_business: "8",
      message: "Houseboats and hill stations since 2018.",
      ...fields,
    }),
  );
  return { id, email: fields.email ?? email };
}

/** What a refused call answered: its code, HTTP status and message. */
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (error) {
    const e = asAppError(error);
    if (e) return { code: e.code, status: e.status, message: e.message };
    throw error;
  }
  throw new Error("the call was not refused");
}

async function mailTo(email: string, subject: string) {
  return vi.waitFor(
    async () => {
      const mail = (await outbox.list(200)).find(
        (m) => m.to === email && m.subject.startsWith(subject),
      );
      if (!mail) throw new Error(`no "${subject}" mail to ${email} yet`);
      return mail;
    },
    { timeout: 30_000, interval: 50 },
  );
}

function call(method: string, path: string, body: unknown) {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox } = createTestServices(database.db));
  app = createTestApp(database, services);
  keralaId = await insertDestination(database.db, "Kerala", "india");
  goaId = await insertDestination(database.db, "Goa", "india");
  admin = await insertUser(database.db, "admin", "Asha");
  ops = await insertUser(database.db, "ops", "Omar");
  agent = await insertUser(database.db, "agent", "Ravi");
  traveller = await insertUser(database.db, "traveller", "Tara");
});
afterAll(async () => {
  await database?.close();
});

describe("approving an application", () => {
  it("shows admin the places the agency will serve and the ones the catalogue lacks", async () => {
    const { id } = await apply();
    const review = await services.applicationDecisions.review(admin, { applicationId: id });
    expect(review.application.status).toBe("pending");
    expect(review.servedPlaces.map((d) => d.name)).toEqual(["Kerala", "Goa"]);
    expect(review.unknownPlaces).toEqual(["Atlantis"]);
  });

  it("makes a verified agency with its places and a login the applicant activates from the mail", async () => {
    const { id, email } = await apply();
    const approved = await services.applicationDecisions.approve(admin, {
      applicationId: String(id),
    });
    expect(approved.email).toBe(email);
    expect(approved.unknownPlaces).toEqual(["Atlantis"]);

    // The agency: verified, Kerala its home, routed leads for both places, listed publicly.
    const candidates = await services.agents.routingCandidates([keralaId, goaId]);
    const candidate = candidates.find((c) => c.agentId === approved.agency.id);
    expect(candidate).toMatchObject({ verified: true, destinationIds: [keralaId, goaId] });
    const profile = await services.agents.profile(approved.agency.encodedId, { page: 1 });
    expect(profile.agent.destinations.map((d) => d.name)).toEqual(["Kerala", "Goa"]);
    expect(profile.baseCity).toBe("Kochi");
    expect((await services.agents.knowing("kerala", 12)).map((a) => a.id)).toContain(
      approved.agency.id,
    );
    expect((await services.agentApplications.get(id)).status).toBe("verified");

    // The decision is in admin's log, with who made it.
    const [line] = await services.operations.adminLog({ subjectType: "application" });
    expect(line).toMatchObject({
      action: "application.approve",
      actorName: "Asha",
      subjectId: String(id),
    });

    // The welcome mail's link sets the password; the agent then signs in to its agency.
    const mail = await mailTo(email, "Your agency is approved");
    const token = decodeURIComponent(
      mail.text.match(/\/users\/password\/edit\?token=(\S+)/)?.[1] ?? "",
    );
    expect(token.length).toBeGreaterThan(10);
    expect(mail.text).not.toContain("Someone asked to reset");
    const set = await call("PUT", "/browsing/v1/users/password", {
      token,
      password: "Periyar#Tiger8",
      password_confirmation: "Periyar#Tiger8",
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const signIn = await call("POST", "/browsing/v1/users/sign_in", {
      email,
      password: "Periyar#Tiger8",
    });
    expect(signIn.status).toBe(200);
    const { user } = (await signIn.json()) as { user: { id: string; role: string } };
    expect(user.role).toBe("agent");
    expect((await services.agents.byUserId(user.id))?.id).toBe(approved.agency.id);
  });

  it("serves the base city when none of the typed places is in the catalogue", async () => {
    const { id } = await apply({ destinations: "Atlantis, Lemuria", base_city: "Goa" });
    const approved = await services.applicationDecisions.approve(admin, { applicationId: id });
    expect(approved.servedPlaces.map((d) => d.name)).toEqual(["Goa"]);
    expect(approved.unknownPlaces).toEqual(["Atlantis", "Lemuria"]);
  });

  it("refuses an applicant whose email already has an account, and writes nothing", async () => {
    const { id } = await apply({ email: traveller.email });
    const refused = await refusal(
      services.applicationDecisions.approve(admin, { applicationId: id }),
    );
    expect(refused).toMatchObject({ code: "email_taken", status: 409 });
    expect(refused.message).toContain(traveller.email);
    expect((await services.agentApplications.get(id)).status).toBe("pending");
    expect(
      (await services.agents.admin.list()).some((a) => a.companyName.endsWith(` ${applicants}`)),
    ).toBe(false);
  });
});

describe("rejecting an application", () => {
  it("mails the applicant admin's reason and logs it", async () => {
    const { id, email } = await apply();
    const reason = "We could not verify your IATA registration.";
    await services.applicationDecisions.reject(admin, { applicationId: id, reason });
    const application = await services.agentApplications.get(id);
    expect(application).toMatchObject({ status: "rejected", decisionReason: reason });
    const mail = await mailTo(email, "Your application to Triphive");
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain("IATA registration");
    const [line] = await services.operations.adminLog({ subjectType: "application" });
    expect(line).toMatchObject({ action: "application.reject", actorName: "Asha" });
    expect(line?.summary).toContain(reason);
  });

  it("asks for a reason of 5 characters or more", async () => {
    const { id } = await apply();
    for (const reason of ["", "  no ", undefined]) {
      const refused = await refusal(
        services.applicationDecisions.reject(admin, { applicationId: id, reason }),
      );
      expect(refused).toMatchObject({ code: "invalid_input", status: 400 });
    }
    expect((await services.agentApplications.get(id)).status).toBe("pending");
  });
});

describe("one decision per application", () => {
  it("refuses a second decision with what the first was", async () => {
    const approved = await apply();
    await services.applicationDecisions.approve(admin, { applicationId: approved.id });
    // One at a time: both started at once, the second's refusal went unhandled while the
    // first was awaited (an "unhandled error" that fails the run).
    for (const second of [
      () => services.applicationDecisions.approve(admin, { applicationId: approved.id }),
      () =>
        services.applicationDecisions.reject(admin, {
          applicationId: approved.id,
          reason: "Changed our mind",
        }),
    ]) {
      const refused = await refusal(second());
      expect(refused).toMatchObject({ code: "application_decided", status: 409 });
      expect(refused.message).toMatch(
        /already approved on \d{4}-\d{2}-\d{2}: it cannot be decided again/,
      );
    }

    const rejected = await apply();
    await services.applicationDecisions.reject(admin, {
      applicationId: rejected.id,
      reason: "Not a registered business.",
    });
    const refused = await refusal(
      services.applicationDecisions.approve(admin, { applicationId: rejected.id }),
    );
    expect(refused).toMatchObject({ code: "application_decided", status: 409 });
    expect(refused.message).toContain("already rejected");
  });

  it("makes one agency when two admins approve at once", async () => {
    const { id } = await apply();
    const results = await Promise.allSettled([
      services.applicationDecisions.approve(admin, { applicationId: id }),
      services.applicationDecisions.approve(admin, { applicationId: id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const companyName = (await services.agentApplications.get(id)).companyName;
    const made = (await services.agents.admin.list()).filter((a) => a.companyName === companyName);
    expect(made).toHaveLength(1);
  });
});

describe("who may decide", () => {
  it("refuses ops, agents and travellers (403) and leaves the application pending", async () => {
    const { id } = await apply();
    for (const user of [
      ops,
      agent,
      traveller,
      { ...admin, viewed_by: { id: ops.id, name: "Omar", session_id: "s", trip_id: null } },
    ]) {
      // Started one at a time, as above: no refusal waits unhandled.
      for (const attempt of [
        () => services.applicationDecisions.approve(user, { applicationId: id }),
        () =>
          services.applicationDecisions.reject(user, { applicationId: id, reason: "Not for us." }),
        () => services.applicationDecisions.review(user, { applicationId: id }),
        () => services.applicationDecisions.pending(user, 1),
      ]) {
        expect(await refusal(attempt())).toMatchObject({ code: "forbidden", status: 403 });
      }
    }
    expect((await services.agentApplications.get(id)).status).toBe("pending");
  });

  it("refuses a malformed or unknown application id", async () => {
    for (const applicationId of ["abc", "-1", "1e99", undefined]) {
      expect(
        await refusal(services.applicationDecisions.approve(admin, { applicationId })),
      ).toMatchObject({ code: "invalid_input", status: 400 });
    }
    expect(
      await refusal(services.applicationDecisions.approve(admin, { applicationId: 99_999 })),
    ).toMatchObject({ code: "application_not_found", status: 404 });
  });

  it("pages the pending applications oldest first", async () => {
    const page = await services.applicationDecisions.pending(admin, 1);
    expect(page.items.every((a) => a.status === "pending")).toBe(true);
    expect(page.total).toBe(page.items.length);
    const times = page.items.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort());
  });
});

describe("a suspended agency", () => {
  it("has no public profile and is left out of the agents who know a place, until reinstated", async () => {
    const { id } = await apply();
    const { agency } = await services.applicationDecisions.approve(admin, { applicationId: id });
    await services.admin.suspendAgency(admin, {
      agencyId: agency.id,
      reason: "Travellers reported unpaid hotel bookings.",
    });
    const refused = await refusal(services.agents.profile(agency.encodedId, { page: 1 }));
    expect(refused).toMatchObject({ code: "agency_not_taking_requests", status: 404 });
    expect(refused.message).toBe(
      `${agency.companyName} is not taking requests on Triphive at the moment.`,
    );
    expect((await services.agents.knowing("kerala", 12)).map((a) => a.id)).not.toContain(agency.id);
    const api = await app.request(`/browsing/v1/agents/${agency.encodedId}`);
    expect(api.status).toBe(404);

    await services.admin.reinstateAgency(admin, { agencyId: agency.id });
    expect((await services.agents.profile(agency.encodedId, { page: 1 })).agent.id).toBe(agency.id);
    expect((await services.agents.knowing("kerala", 12)).map((a) => a.id)).toContain(agency.id);
  });
});
