import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { silentLogger } from "../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import {
  createDbSmsOutbox,
  createHttpSmsGateway,
  createSmsGateway,
  SmsNotSent,
  type SmsOutbox,
} from "./sms-gateway";

let database: TestDatabase;
let outbox: SmsOutbox;
let services: ReturnType<typeof createTestServices>["services"];

// A provider on this machine: it records what it was sent and answers with `status`.
let provider: Server;
let providerUrl: string;
let status = 200;
const received: { auth: string | undefined; body: unknown }[] = [];

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  database = await createTestDatabase();
  outbox = createDbSmsOutbox(database.db);
  ({ services } = createTestServices(database.db));
  provider = createServer(async (req, res) => {
    received.push({ auth: req.headers.authorization, body: await bodyOf(req) });
    res.writeHead(status, { "content-type": "application/json" }).end('{"id":"msg-1"}');
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/messages`;
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
  await database?.close();
});

describe("the HTTP SMS provider", () => {
  it("posts the number without spaces and the text, with the key as a bearer token", async () => {
    status = 202;
    await createHttpSmsGateway({ url: providerUrl, apiKey: "sk-test" }).send({
      to: "+91 9847012345",
      text: "123456 is your code",
    });
    expect(received.at(-1)).toEqual({
      auth: "Bearer sk-test",
      body: { to: "+919847012345", text: "123456 is your code" },
    });
  });

  it("fails on an answer that is not 2xx, and on a provider that cannot be reached", async () => {
    status = 500;
    const gateway = createHttpSmsGateway({ url: providerUrl });
    await expect(gateway.send({ to: "+91 1", text: "x" })).rejects.toBeInstanceOf(SmsNotSent);
    expect(received.at(-1)?.auth).toBeUndefined();
    const nowhere = createHttpSmsGateway({ url: "http://127.0.0.1:9/none" });
    await expect(nowhere.send({ to: "+91 1", text: "x" })).rejects.toBeInstanceOf(SmsNotSent);
  });

  it("is chosen when SMS_URL is set, with no outbox to read", () => {
    expect(createSmsGateway({ smsUrl: providerUrl, db: database.db }).smsOutbox).toBeNull();
    expect(createSmsGateway({ db: database.db }).smsOutbox).not.toBeNull();
  });
});

describe("the embedded SMS outbox at /dev/sms, for this machine only", () => {
  const smsApp = (smsUrl?: string) =>
    createApp({
      config: { isProduction: true, API_KEYS: [], SMS_URL: smsUrl },
      database,
      services,
      logger: silentLogger,
      smsOutbox: outbox,
      clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
    });
  const isOutbox = async (res: Response) =>
    res.status === 200 && (await res.text()).includes("Dev SMS outbox");

  it("lists the texts newest first to loopback clients, and shows one", async () => {
    await outbox.send({ to: "+91 9847000001", text: "111111 is your <b>code</b>" });
    await outbox.send({ to: "+91 9847000002", text: "222222 is your code" });
    const app = smsApp();
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await app.request("/dev/sms", { headers: { "x-test-ip": ip } });
      expect(await isOutbox(res.clone()), ip).toBe(true);
      const html = await res.text();
      expect(html.indexOf("222222")).toBeLessThan(html.indexOf("111111"));
      // Texts are escaped like mail subjects.
      expect(html).toContain("&lt;b&gt;code&lt;/b&gt;");
    }
    const [latest] = await outbox.list(1);
    const one = await app.request(`/dev/sms/${latest?.id}`, {
      headers: { "x-test-ip": "127.0.0.1" },
    });
    expect(await one.text()).toContain("222222 is your code");
    const missing = await app.request("/dev/sms/no-such-text", {
      headers: { "x-test-ip": "127.0.0.1" },
    });
    expect(missing.status).toBe(404);
  });

  it("is never served to another client, nor through a proxy", async () => {
    const app = smsApp();
    const cases: Record<string, string>[] = [
      { "x-test-ip": "198.51.100.7" },
      { "x-test-ip": "10.0.0.5" },
      { "x-test-ip": "127.0.0.1", "x-forwarded-for": "198.51.100.7" },
      { "x-test-ip": "127.0.0.1", forwarded: "for=198.51.100.7" },
      { "x-test-ip": "::1", "x-real-ip": "198.51.100.7" },
    ];
    const [latest] = await outbox.list(1);
    for (const headers of cases) {
      for (const path of ["/dev/sms", `/dev/sms/${latest?.id}`]) {
        const res = await app.request(path, { headers });
        expect(res.status, JSON.stringify(headers)).not.toBe(200);
        expect(await res.text()).not.toContain("222222");
      }
    }
  });

  it("is never served when SMS_URL is set", async () => {
    const res = await smsApp(providerUrl).request("/dev/sms", {
      headers: { "x-test-ip": "127.0.0.1" },
    });
    expect(await isOutbox(res)).toBe(false);
  });
});
