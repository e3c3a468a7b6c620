import { createApp } from "./server/app";
import { silentLogger } from "./server/testing/silent-logger";
import { createTestDatabase } from "./server/testing/test-database";
import { createTestServices } from "./server/testing/test-services";

const db = await createTestDatabase();
const { services, outbox } = createTestServices(db.db);
const app = createApp({
  config: { isProduction: true, API_KEYS: [] },
  database: db,
  services,
  logger: silentLogger,
});
const post = (path: string, body: unknown, method = "POST", cookie = "") =>
  app.request(path, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
let r = await post("/browsing/v1/users/sign_up", {
  name: "Priya Nair",
  email: "priya@example.com",
  password: "Kovalam#Beach9",
  password_confirmation: "Kovalam#Beach9",
  tnc: "on",
});
console.log("sign up", r.status, await r.text());
await new Promise((res) => setTimeout(res, 300));
const mails = await outbox.list();
console.log(
  "mails",
  mails.map((m) => [m.to, m.subject]),
);
r = await post("/browsing/v1/users/sign_in", {
  email: "priya@example.com",
  password: "Kovalam#Beach9",
});
console.log("sign in before activation", r.status, await r.text());
const link = mails[0]?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
console.log("link", link);
const u = new URL(link);
r = await app.request(u.pathname + u.search);
console.log("verify", r.status, r.headers.get("location"), r.headers.getSetCookie());
r = await post("/browsing/v1/users/sign_in", {
  email: "priya@example.com",
  password: "Kovalam#Beach9",
});
const cookies = r.headers.getSetCookie();
console.log("sign in", r.status, await r.text(), cookies);
const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
r = await app.request("/browsing/v1/users/current", { headers: { cookie } });
console.log("current", r.status, await r.text());
r = await post("/browsing/v1/users/password", { email: "priya@example.com" });
console.log("forgot", r.status, await r.text());
await new Promise((res) => setTimeout(res, 300));
console.log((await outbox.list())[0]?.text.slice(0, 400));
await db.close();
