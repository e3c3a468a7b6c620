import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_CREATED_EVENT } from "../../common/notifications";
import { WEB_CLIENT_API_KEY } from "../../common/platform";
import { punnamadaDraft } from "../support/quote-drafts";
import { type Cluster, missingServices, ROOT, startCluster, waitFor } from "./cluster";
import { startFront, startObjectStorage } from "./deployment";
import { Client } from "./http-client";
import { chatLatencies, joinChat, openSocket, percentile, subscribe } from "./sockets";

// Triphive on three machines (decision 0204): three app processes from the production build
// behind nginx, on one PostgreSQL database, one Redis (under a prefix of its own) and one
// S3-compatible server, all started here. Figures go to the log as `SCALE <name> <value>`.

const run = promisify(execFile);
const missing = await missingServices();
if (missing.length && process.env.CI) {
  throw new Error(`the scale test needs: ${missing.join(", ")}`);
}
const figures: Record<string, number | string> = {};
const figure = (name: string, value: number | string) => {
  figures[name] = value;
  console.log(`SCALE ${name} ${value}`);
};

const TRAVELLER = { email: "traveller@triphive.example", password: "Backwaters#2026" };
const KERALA_AGENTS = [
  { email: "agent.kerala@triphive.example", password: "Houseboat#2026" },
  { email: "agent.malabar@triphive.example", password: "Kozhikode#2026" },
];
const OPS = { email: "ops@triphive.example", password: "Operations#2026" };

describe.skipIf(missing.length > 0)("Triphive on three processes", () => {
  let cluster: Cluster;
  let traveller: Client;
  let agent: Client;
  let tripId: number;
  let quoteId: number;

  const appUrl = (i: number) => cluster.apps[i]?.url as string;

  beforeAll(async () => {
    const started = performance.now();
    cluster = await startCluster({
      processes: 3,
      before: startObjectStorage,
      front: startFront,
    });
    figure("startup_3_processes_ms", Math.round(Math.max(...cluster.apps.map((a) => a.readyMs))));
    figure("startup_with_front_ms", Math.round(performance.now() - started));
    // The release step's commands, as docs/operations.md runs them: demo data on PostgreSQL.
    await run("npx", ["tsx", "seed/cli.ts", "--scale", "small", "--demo"], {
      cwd: ROOT,
      env: { ...process.env, ...cluster.env, DATA_DIR: `${cluster.dir}/cli` },
    });
  }, 420_000);

  afterAll(async () => {
    await cluster?.stop();
    console.log(`SCALE figures ${JSON.stringify(figures)}`);
  }, 60_000);

  it("starts three processes at once on an empty database: all serve, none crashed", async () => {
    for (const app of cluster.apps) {
      expect(app.child.exitCode, await cluster.tail(app)).toBeNull();
      const res = await fetch(`${app.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await cluster.tail(app, 400)).not.toMatch(/duplicate key|unhandled|uncaught/i);
    }
    const [{ n }] = (await cluster.query<{ n: number }>(
      "select count(*)::int as n from destinations",
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it("signs in on every process, and a session made on one is honoured by the others", async () => {
    for (const app of cluster.apps) {
      expect(await new Client(app.url).signIn(TRAVELLER.email, TRAVELLER.password)).toBe(200);
    }
    traveller = new Client(appUrl(0));
    expect(await traveller.signIn(TRAVELLER.email, TRAVELLER.password)).toBe(200);
    for (const app of cluster.apps) {
      const me = await traveller
        .at(app.url)
        .json<{ user?: { email?: string } }>("GET", "/browsing/v1/users/current");
      expect(JSON.stringify(me)).toContain(TRAVELLER.email);
    }
  });

  it("ends a session on every process when it is signed out on one", async () => {
    const leaving = new Client(appUrl(0));
    expect(await leaving.signIn(TRAVELLER.email, TRAVELLER.password)).toBe(200);
    const cookie = leaving.cookieHeader();
    const current = async (base: string) =>
      (await (
        await fetch(`${base}/browsing/v1/users/current`, {
          headers: { cookie, "X-Api-Key": WEB_CLIENT_API_KEY },
        })
      ).json()) as {
        user: { email: string } | null;
      };
    // Looked up on every process first, so that each one's session cache holds it (decision 0221).
    for (const app of cluster.apps)
      expect((await current(app.url)).user?.email).toBe(TRAVELLER.email);
    expect((await leaving.request("DELETE", "/browsing/v1/users/sign_out")).status).toBe(204);
    // Well inside the cache's minute: the forgetting travels on Redis.
    for (const app of cluster.apps) {
      await waitFor(
        `${app.url} to refuse the signed-out session`,
        async () => (await current(app.url)).user === null,
        30_000,
      );
    }
  });

  it("routes a request posted on one process to an agent signed in on another", async () => {
    const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const created = await traveller.json<{ requested_trip: { id: number } }>(
      "POST",
      "/bookings/v1/requested_trips",
      {
        to_loc: ["Kerala"],
        from_loc: "Chennai",
        month: start.slice(0, 7),
        start_date: start,
        durations: ["4-6"],
        trip_type: "family",
        adults: 2,
        children: 0,
        budget: 30000,
        isd_code: "+91",
        phone_no: "9840012399",
      },
    );
    tripId = created.requested_trip.id;
    // Routing is a handler of the request's event, run by any process's job runner.
    agent = await waitFor(
      "a Kerala agent on process 1 to see the lead",
      async () => {
        for (const who of KERALA_AGENTS) {
          const candidate = new Client(appUrl(1));
          expect(await candidate.signIn(who.email, who.password)).toBe(200);
          const res = await candidate.request("GET", `/agents/v2/leads/${tripId}`);
          await res.arrayBuffer();
          if (res.status === 200) return candidate;
        }
        return null;
      },
      20_000,
      250,
    );
  });

  it("pushes a quote sent on one process to the traveller's socket on another", async () => {
    const socket = await openSocket(traveller.at(appUrl(2)));
    try {
      await subscribe(socket, ["notifications", "chat"]);
      const arrived = new Promise<number>((resolve) =>
        socket.on(NOTIFICATION_CREATED_EVENT, () => resolve(performance.now())),
      );
      const started = await agent.json<{ quote: { quoteId: number } }>(
        "POST",
        `/agents/v2/leads/${tripId}/quotes`,
        { from: "blank" },
      );
      quoteId = started.quote.quoteId;
      await agent.json("PUT", `/agents/v2/quotes/${quoteId}`, punnamadaDraft(21_000));
      const sentAt = performance.now();
      await agent.json("POST", `/agents/v2/quotes/${quoteId}/send`, {});
      const at = await Promise.race([
        arrived,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("no live notification within 10 s")), 10_000),
        ),
      ]);
      figure("quote_push_cross_process_ms", Math.round(at - sentAt));
    } finally {
      socket.disconnect();
    }
  });

  it("carries chat both ways across processes, every message, and times it against one process", async () => {
    const travellerSocket = await openSocket(traveller.at(appUrl(0)));
    const agentSocket = await openSocket(agent.at(appUrl(1)));
    const sameProcessAgent = await openSocket(agent.at(appUrl(0)));
    try {
      for (const s of [travellerSocket, agentSocket, sameProcessAgent]) {
        await subscribe(s, ["chat"]);
        await joinChat(s, quoteId);
      }
      const across = [
        ...(await chatLatencies(agentSocket, travellerSocket, quoteId, 60, "across a")),
        ...(await chatLatencies(travellerSocket, agentSocket, quoteId, 60, "across t")),
      ];
      agentSocket.disconnect();
      const same = [
        ...(await chatLatencies(sameProcessAgent, travellerSocket, quoteId, 60, "same a")),
        ...(await chatLatencies(travellerSocket, sameProcessAgent, quoteId, 60, "same t")),
      ];
      figure("chat_p50_cross_process_ms", percentile(across, 50).toFixed(1));
      figure("chat_p99_cross_process_ms", percentile(across, 99).toFixed(1));
      figure("chat_p50_one_process_ms", percentile(same, 50).toFixed(1));
      figure("chat_p99_one_process_ms", percentile(same, 99).toFixed(1));
      expect(across).toHaveLength(120);
      expect(same).toHaveLength(120);
    } finally {
      for (const s of [travellerSocket, agentSocket, sameProcessAgent]) s.disconnect();
    }
  }, 180_000);

  it("downloads through every process a file uploaded through one (object storage)", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("%PDF-1.4\n"),
      ...randomBytes(200_000),
      ...new TextEncoder().encode("\n%%EOF\n"),
    ]);
    const form = new FormData();
    form.set("file", new File([bytes], "passport.pdf", { type: "application/pdf" }));
    const uploaded = await traveller
      .at(appUrl(0))
      .json<{ document: { id: number } }>(
        "POST",
        `/bookings/v1/requested_trips/${tripId}/documents`,
        form,
      );
    for (const app of cluster.apps) {
      const res = await traveller
        .at(app.url)
        .request("GET", `/bookings/v1/requested_trips/${tripId}/documents/${uploaded.document.id}`);
      expect(res.status, app.url).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    // Nothing on any process's disk: the bytes are in the bucket.
    const [{ n }] = (await cluster.query<{ n: number }>(
      "select count(*)::int as n from trip_documents where trip_id = $1",
      [tripId],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("runs each due job once, in whichever process claims it", async () => {
    const [{ id: userId }] = (await cluster.query<{ id: string }>(
      "select id from users where email = $1",
      [TRAVELLER.email],
    )) as [{ id: string }];
    const tag = randomBytes(4).toString("hex");
    const subjects = Array.from({ length: 30 }, (_, i) => `Scale job ${tag} ${i}`);
    for (const subject of subjects) {
      await cluster.query(
        `insert into jobs (name, payload, run_at) values ('notifications.mail', $1, now())`,
        [
          JSON.stringify({
            userId,
            category: "quotes",
            subject,
            lines: ["A line"],
            cta: "Open",
            url: "/",
            transactional: true,
          }),
        ],
      );
    }
    const done = await waitFor(
      "30 mail jobs to finish",
      async () => {
        const rows = await cluster.query<{ attempts: number; locked_by: string; outcome: string }>(
          "select attempts, locked_by, outcome from jobs where payload->>'subject' like $1 and done_at is not null",
          [`Scale job ${tag}%`],
        );
        return rows.length === 30 ? rows : null;
      },
      60_000,
      200,
    );
    expect(done.every((j) => j.attempts === 1 && j.outcome === "done")).toBe(true);
    const mails = await cluster.query<{ subject: string; n: number }>(
      "select subject, count(*)::int as n from mailbox_messages where subject like $1 group by subject",
      [`Scale job ${tag}%`],
    );
    expect(mails).toHaveLength(30);
    expect(mails.every((m) => m.n === 1)).toBe(true);
    figure("jobs_processes_that_ran_some", new Set(done.map((j) => j.locked_by)).size);
  });

  it("throttles sign-in by the client's address behind the proxy, not the proxy's", async () => {
    const attacker = new Client(cluster.front, { forwardedFor: "203.0.113.7" });
    let throttled = false;
    for (let i = 0; i < 15 && !throttled; i++) {
      throttled =
        (await attacker.signIn(
          TRAVELLER.email.replace("traveller", "nobody"),
          "wrong-password-1",
        )) === 429;
    }
    expect(throttled).toBe(true);
    const other = new Client(cluster.front, { forwardedFor: "198.51.100.23" });
    expect(await other.signIn(OPS.email, OPS.password)).toBe(200);
  });

  it("survives garbage published on every channel the processes listen on", async () => {
    const channels = (await cluster.redis.pubsub(
      "CHANNELS",
      `${cluster.redisPrefix}*`,
    )) as string[];
    expect(channels.length).toBeGreaterThan(0);
    const garbage: (string | Buffer)[] = [
      "hello",
      Buffer.from([0x93, 0x01, 0x02]),
      Buffer.from([0xc1, 0xff, 0x00, 0x17]),
      JSON.stringify({ type: 99, data: null }),
      Buffer.alloc(64 * 1024, 0x41),
    ];
    for (const channel of channels) {
      for (const message of garbage) await cluster.redis.publish(channel, message);
    }
    await new Promise((r) => setTimeout(r, 1_500));
    for (const app of cluster.apps) {
      expect(app.child.exitCode, await cluster.tail(app)).toBeNull();
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    }
    figure("garbage_channels", channels.length);
    const a = await openSocket(traveller.at(appUrl(2)));
    const b = await openSocket(agent.at(appUrl(0)));
    try {
      for (const s of [a, b]) {
        await subscribe(s, ["chat"]);
        await joinChat(s, quoteId);
      }
      expect(await chatLatencies(b, a, quoteId, 5, "after garbage")).toHaveLength(5);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });

  it("shows a catalogue change on every process, timed (the goal is 2 s)", async () => {
    const ops = new Client(appUrl(0));
    expect(await ops.signIn(OPS.email, OPS.password)).toBe(200);
    const [pkg] = (await cluster.query<{ id: number; slug: string }>(
      // A package search suggests (not every one is), so that suggestions must follow too.
      `select p.id, p.slug from packages p join search_documents d
         on d.doc_class = 'package' and d.source_id = p.id::text and d.suggest
       order by p.id limit 1`,
    )) as [{ id: number; slug: string }];
    const word = `Quokkavale${randomBytes(3).toString("hex")}`;
    const title = `${word} Backwater Retreat`;
    const detail = await (await fetch(`${appUrl(0)}/browsing/v1/packages/${pkg.id}`)).json();
    const page = `/packages/${(detail as { set_url: string }).set_url}`;
    // Every process has the package in its caches before the change.
    for (const app of cluster.apps) {
      for (const path of [`/browsing/v1/packages/${pkg.id}`, page]) {
        await (await fetch(`${app.url}${path}`)).arrayBuffer();
      }
    }
    const changedAt = performance.now();
    await ops.json("PATCH", `/admin/v1/packages/${pkg.id}`, { title });
    const shows = async (url: string) => (await (await fetch(url)).text()).includes(title);
    const seen = await Promise.all(
      cluster.apps.map((app) =>
        waitFor(
          `process ${app.index} to show the new title on the package's API, page and suggestions`,
          async () => {
            const parts = {
              api: await shows(`${app.url}/browsing/v1/packages/${pkg.id}`),
              page: await shows(`${app.url}${page}`),
              suggestions: await shows(
                `${app.url}/browsing/v1/search_suggest?q=${word.toLowerCase()}`,
              ),
            };
            if (Object.values(parts).every(Boolean)) return performance.now() - changedAt;
            throw new Error(`shown: ${JSON.stringify(parts)}`);
          },
          10_000,
          50,
        ),
      ),
    );
    figure("catalogue_agreement_ms", Math.round(Math.max(...seen)));
  });

  it("loses no acknowledged write when one process is killed -9 under load", async () => {
    const writer = traveller.at(cluster.front);
    const acked: number[] = [];
    let failed = 0;
    let sent = 0;
    const total = 150;
    const victim = cluster.apps[2];
    if (!victim) throw new Error("no third process");
    let killed = false;
    async function worker() {
      while (sent < total) {
        const n = sent++;
        if (!killed && acked.length >= 40) {
          killed = true;
          await cluster.kill(victim as NonNullable<typeof victim>);
        }
        const res = await writer
          .request("POST", `/bookings/v1/quotes/${quoteId}/comments`, {
            comment: { text: `load ${n}` },
            client_message_id: `load-${n}-${Date.now()}`,
          })
          .catch(() => null);
        if (res && (res.status === 201 || res.status === 200)) {
          const body = (await res.json()) as { comment: { id: number } };
          acked.push(body.comment.id);
        } else {
          failed += 1;
          await res?.arrayBuffer();
        }
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(killed).toBe(true);
    const stored = await cluster.query<{ id: number }>(
      "select id from chat_messages where id = any($1::int[])",
      [acked],
    );
    const lost = acked.length - stored.length;
    figure("kill9_acknowledged", acked.length);
    figure("kill9_failed_requests", failed);
    figure("kill9_lost", lost);
    expect(lost).toBe(0);
    expect(acked.length).toBeGreaterThan(100);
  }, 120_000);
});
