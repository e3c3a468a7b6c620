import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HIRING_INBOX } from "../../../common/career";
import { createMemoryOutbox } from "../../mail/mailer";
import { createMemoryStorage } from "../../storage/local-storage";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createAgentApplicationsService } from "../agents";
import { createCareersService } from "./careers.service";
import { JOB_OPENINGS } from "./static-pages";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer\n%%EOF\n");
const input = { name: "Asha Menon", email: "asha@example.com", phone: "+91 98470 12345" };

describe("career apply and agent applications", () => {
  it("stores a PDF CV, records the application and mails the hiring inbox", async () => {
    const outbox = createMemoryOutbox();
    const storage = createMemoryStorage();
    const careers = createCareersService({ db: database.db, storage, mailer: outbox });
    const job = JOB_OPENINGS[0];
    const { id } = await careers.apply(job?.id ?? "", { ...input, cover_note: "Hello" }, pdf);
    expect(id).toBeGreaterThan(0);
    const [mail] = await outbox.list();
    expect(mail?.to).toBe(HIRING_INBOX);
    expect(mail?.subject).toContain(job?.title);
    expect(mail?.text).toContain("asha@example.com");
  });

  it("refuses a CV that is not a PDF by its bytes, too large, or missing, and unknown jobs", async () => {
    const careers = createCareersService({
      db: database.db,
      storage: createMemoryStorage(),
      mailer: createMemoryOutbox(),
    });
    const id = JOB_OPENINGS[0]?.id ?? "";
    const fakePdf = new TextEncoder().encode("MZ not a pdf at all");
    await expect(careers.apply(id, input, fakePdf)).rejects.toMatchObject({ code: "cv_not_pdf" });
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(pdf);
    await expect(careers.apply(id, input, big)).rejects.toMatchObject({ code: "cv_too_large" });
    await expect(careers.apply(id, input, null)).rejects.toMatchObject({ code: "cv_required" });
    await expect(careers.apply("no-such-job", input, pdf)).rejects.toMatchObject({
      kind: "not_found",
    });
  });

  it("keeps one pending agent application per email and lists it for staff", async () => {
    const applications = createAgentApplicationsService(database.db);
    const form = {
      company_name: "Malabar Trails",
      contact_name: "Rahul Nair",
      email: "ops@malabartrails.in",
      mobile: "+91 94470 11223",
      base_city: "Kozhikode",
      destinations: "Kerala, Coorg,  Ooty",
      years_in_business: 8,
      message: undefined,
    };
    const first = await applications.apply(form);
    const again = await applications.apply(form);
    expect(again).toEqual({ id: first.id, duplicate: true });
    const pending = await applications.pending();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      companyName: "Malabar Trails",
      destinations: ["Kerala", "Coorg", "Ooty"],
      status: "pending",
    });
  });
});
