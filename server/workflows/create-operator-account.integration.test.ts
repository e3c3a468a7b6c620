import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../testing/test-app";
import { createOperatorAccount } from "./create-operator-account";

let opened: Awaited<ReturnType<typeof openTestApp>>;
let freeAgency: { id: number; companyName: string; encodedId: string };
let n = 0;
const email = (tag: string) => `${tag}.${++n}.${Date.now()}@ops.example`;

async function signIn(address: string, password: string) {
  return opened.app.request("/browsing/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: address, password }),
  });
}

async function usersNamed(address: string) {
  const rows = await opened.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email = ${address}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
}

beforeAll(async () => {
  opened = await openTestApp({ seed: "small" });
  const rows = await opened.database.db.execute<{
    id: number;
    company_name: string;
    encoded_id: string;
  }>(
    sql`select id, company_name, encoded_id from agents where user_id is null order by id limit 2`,
  );
  const [first] = (
    rows as unknown as { rows: { id: number; company_name: string; encoded_id: string }[] }
  ).rows;
  if (!first) throw new Error("the small seed has no agency without an account");
  freeAgency = { id: first.id, companyName: first.company_name, encodedId: first.encoded_id };
});
afterAll(async () => {
  await opened.database.close();
});

describe("accounts made by an operator", () => {
  it("makes a verified ops account whose generated password signs in", async () => {
    const address = email("ops");
    const made = await createOperatorAccount(opened.services, {
      email: address.toUpperCase(),
      name: "Karan Ops",
      role: "ops",
    });
    expect(made).toMatchObject({ email: address, role: "ops" });
    expect(made.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const res = await signIn(address, made.generatedPassword as string);
    expect(res.status).toBe(200);
    const user = await opened.services.accounts.userById(made.userId);
    expect(user?.role).toBe("ops");
  });

  it("links an agent to the agency named by its company name, and refuses a second account for it", async () => {
    const first = email("agent");
    const made = await createOperatorAccount(opened.services, {
      email: first,
      name: "Ravi Menon",
      role: "agent",
      agency: freeAgency.companyName,
      password: "Houseboat#Kumarakom2026",
    });
    expect(made.agency).toEqual(freeAgency);
    expect(made.generatedPassword).toBeUndefined();
    expect(await opened.services.agents.userIdOf(freeAgency.id)).toBe(made.userId);

    const second = email("agent");
    await expect(
      createOperatorAccount(opened.services, {
        email: second,
        name: "Someone Else",
        role: "agent",
        agency: freeAgency.encodedId,
      }),
    ).rejects.toMatchObject({ code: "agency_taken" });
    // Refused before the account was made: nothing is left behind.
    expect(await usersNamed(second)).toBe(0);
  });

  it("refuses bad input with a reason per field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email", name: "A Person", role: "ops" }, "email"],
      [{ email: email("x"), name: "A Person", role: "superuser" }, "role"],
      [{ email: email("x"), name: "A Person", role: "agent" }, "agency"],
      [{ email: email("x"), name: "A Person", role: "ops", agency: "Anything" }, "agency"],
      [{ email: email("x"), name: "A Person", role: "ops", password: "short" }, "password"],
      [{ email: email("x"), name: "A Person", role: "ops", password: "password1234" }, "password"],
      [{ email: email("x"), name: "A", role: "ops" }, "name"],
    ];
    for (const [input, field] of cases) {
      const error = await createOperatorAccount(opened.services, input).catch((e: unknown) => e);
      expect(
        (error as { issues?: { path: string[] }[] }).issues?.[0]?.path,
        JSON.stringify(input),
      ).toEqual([field]);
    }
  });

  it("refuses an email that has an account, and an agency that does not exist", async () => {
    const address = email("dup");
    await createOperatorAccount(opened.services, {
      email: address,
      name: "Divya Dialer",
      role: "dialer",
    });
    await expect(
      createOperatorAccount(opened.services, {
        email: address,
        name: "Divya Dialer",
        role: "dialer",
      }),
    ).rejects.toMatchObject({ code: "email_taken" });
    await expect(
      createOperatorAccount(opened.services, {
        email: email("ghost"),
        name: "Ghost Agent",
        role: "agent",
        agency: "No Such Holidays Pvt Ltd",
      }),
    ).rejects.toMatchObject({ code: "agent_not_found" });
  });
});
