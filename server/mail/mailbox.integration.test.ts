import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createDbOutbox, createMailer } from "./mailer";
import { message, outboxContract } from "./outbox-test-helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from mailbox_messages`);
});

describe("the shared mailbox table", () => {
  outboxContract(async () => createDbOutbox(database.db));

  it("shows one process's mail to another (two outboxes on one database)", async () => {
    const sender = createDbOutbox(database.db);
    const reader = createDbOutbox(database.db);
    await sender.send({ ...message(7), headers: { "List-Unsubscribe": "<https://x/u>" } });
    const [mail] = await reader.list(5);
    expect(mail).toMatchObject({ ...message(7), headers: { "List-Unsubscribe": "<https://x/u>" } });
    expect(await reader.get(mail?.id ?? "")).toEqual(mail);
  });

  it("is what createMailer gives on a shared database without SMTP, and SMTP wins over it", async () => {
    const shared = createMailer({ mailDir: "/nonexistent", sharedDb: database.db });
    await shared.mailer.send(message(3));
    expect((await createDbOutbox(database.db).list()).map((m) => m.subject)).toEqual(["Subject 3"]);
    const smtp = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      mailDir: "/nonexistent",
      sharedDb: database.db,
    });
    expect(smtp.outbox).toBeNull();
  });
});
