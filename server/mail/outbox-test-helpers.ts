import { expect, it } from "vitest";
import type { MailMessage, Outbox } from "./mailer";

// What every outbox (files, memory, the shared table) must do: mailer.test.ts and
// mailbox.integration.test.ts run it.

export function message(n: number): MailMessage {
  return {
    to: `traveller${n}@example.com`,
    subject: `Subject ${n}`,
    html: `<p>Hello ${n}</p>`,
    text: `Hello ${n}`,
  };
}

export function outboxContract(make: () => Promise<Outbox>) {
  it("lists sent mail newest first and gets each by id", async () => {
    const outbox = await make();
    await outbox.send(message(1));
    await outbox.send(message(2));

    const mails = await outbox.list();
    expect(mails.map((m) => m.subject)).toEqual(["Subject 2", "Subject 1"]);
    for (const mail of mails) {
      expect(mail.id).toMatch(/^[a-z0-9-]+$/);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
      expect(await outbox.get(mail.id)).toEqual(mail);
    }
    expect(mails[1]).toMatchObject(message(1));
  });

  it("honours the list limit", async () => {
    const outbox = await make();
    for (const n of [1, 2, 3]) await outbox.send(message(n));
    expect((await outbox.list(2)).map((m) => m.subject)).toEqual(["Subject 3", "Subject 2"]);
    expect(await outbox.list(0)).toEqual([]);
    expect(await outbox.list(10)).toHaveLength(3);
  });

  it("answers null for unknown and path-like ids", async () => {
    const outbox = await make();
    await outbox.send(message(1));
    for (const id of ["nope", "../x", "a/b", "..", "", "A-UPPER"]) {
      expect(await outbox.get(id)).toBeNull();
    }
  });

  it("lists nothing before the first mail", async () => {
    expect(await (await make()).list()).toEqual([]);
  });
}
