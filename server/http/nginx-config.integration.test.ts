import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  NGINX_BINARY,
  type RunningNginx,
  startNginx,
} from "../../scripts/nginx-conf.mjs";

// docs/nginx/triphive.conf, the very file (rendered by scripts/nginx-conf.mjs), in front of
// two stub upstreams answering like the app and a third address where nothing listens
// (decisions 0152, 0197). Needs an nginx binary (Debian: apt-get install nginx-light);
// skipped without.

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

let dir = "";
let nginxPort = 0;
let upstreamHits = 0;
let nginx: RunningNginx | undefined;
const upstreams: Server[] = [];
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

function stubUpstream(): Promise<number> {
  const server = createServer((req, res) => {
    upstreamHits += 1;
    seen.push({ url: req.url ?? "", headers: req.headers });
    const signedIn = /triphive\.session_token=/.test(req.headers.cookie ?? "");
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "X-Upstream-Encoding": String(req.headers["accept-encoding"] ?? ""),
      Vary: "Accept-Encoding",
    };
    if (req.url === "/tour-packages/kerala" && !signedIn) {
      headers["Cache-Control"] = PUBLIC;
      headers.ETag = '"kerala"';
    } else if (req.url === "/set-cookie") {
      headers["Cache-Control"] = PUBLIC;
      headers["Set-Cookie"] = "a=b; Path=/";
    } else {
      headers["Cache-Control"] = "private, no-store";
    }
    res.writeHead(200, headers);
    res.end(`<p>${req.url} ${signedIn ? "signed in" : "anonymous"}</p>`);
  });
  // A WebSocket handshake: answered 101 only when nginx passed the upgrade on.
  server.on("upgrade", (req, socket) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    socket.end(
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
        "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n",
    );
  });
  upstreams.push(server);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  if (!NGINX_BINARY) return;
  dir = mkdtempSync(path.join(tmpdir(), "triphive-nginx-"));
  const [a, b] = [await stubUpstream(), await stubUpstream()];
  // Nothing listens there: a process that is down.
  const down = await freePort();
  nginx = await startNginx({ upstreams: [down, a, b], dir });
  nginxPort = nginx.port;
});

afterAll(async () => {
  await nginx?.stop();
  for (const server of upstreams) server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${nginxPort}${url}`, { headers });

describe.skipIf(!NGINX_BINARY)("docs/nginx/triphive.conf in front of two processes", () => {
  it("keeps an anonymous page by its s-maxage, one copy per encoding", async () => {
    const before = upstreamHits;
    const first = await get("/tour-packages/kerala", { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    expect(first.headers.get("x-upstream-encoding")).toBe("br");
    const second = await get("/tour-packages/kerala", { "accept-encoding": "br, gzip" });
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toBe("<p>/tour-packages/kerala anonymous</p>");
    expect(upstreamHits - before).toBe(1);
    const gzip = await get("/tour-packages/kerala", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("x-cache-status")).toBe("MISS");
    expect(gzip.headers.get("x-upstream-encoding")).toBe("gzip");
    // The browser revalidates against the proxy's copy: 304 without a body.
    const revalidated = await get("/tour-packages/kerala", {
      "accept-encoding": "br",
      "if-none-match": '"kerala"',
    });
    expect(revalidated.status).toBe(304);
  });

  it("never serves or stores a page for a signed-in browser", async () => {
    const cookie = "triphive.session_token=abc";
    const signedIn = await get("/tour-packages/kerala", { cookie });
    expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
    expect(await signedIn.text()).toContain("signed in");
    const anonymous = await get("/tour-packages/kerala", { "accept-encoding": "br" });
    expect(await anonymous.text()).toContain("anonymous");
  });

  it("skips a process that refuses the connection", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await get(`/travellers/dashboard?try=${i}`)).status).toBe(200);
    }
  });

  it("forwards the client's address, scheme and host on every path", async () => {
    for (const url of ["/travellers/dashboard?who", "/assets/app-1.js", "/socket.io/?EIO=4"]) {
      seen.length = 0;
      await get(url, { "x-forwarded-for": "198.51.100.9" });
      const headers = seen.find((s) => s.url === url)?.headers;
      expect(headers?.["x-forwarded-for"], url).toBe("198.51.100.9, 127.0.0.1");
      expect(headers?.["x-forwarded-proto"], url).toBe("http");
      // The browser's Host (fetch sends 127.0.0.1:port; $host drops the port), not "triphive".
      expect(headers?.host, url).toBe("127.0.0.1");
    }
  });

  it("passes a WebSocket upgrade on /socket.io/ through", async () => {
    seen.length = 0;
    const res = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: "127.0.0.1", port: nginxPort }, () =>
        socket.write(
          "GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: triphive.example\r\n" +
            "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n" +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        ),
      );
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString();
        if (answer.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.once("error", reject);
    });
    expect(res.split("\r\n")[0]).toBe("HTTP/1.1 101 Switching Protocols");
    const headers = seen.find((s) => s.url.startsWith("/socket.io/"))?.headers;
    expect(headers?.upgrade).toBe("websocket");
    expect(String(headers?.connection).toLowerCase()).toBe("upgrade");
  });

  it("keeps the connection to the app alive for plain requests", async () => {
    seen.length = 0;
    await get("/travellers/dashboard?keepalive");
    const headers = seen.find((s) => s.url === "/travellers/dashboard?keepalive")?.headers;
    expect(headers?.connection).toBeUndefined();
    expect(headers?.upgrade).toBeUndefined();
  });

  it("stores nothing private, no-store, and nothing that sets a cookie", async () => {
    for (const url of ["/travellers/dashboard", "/set-cookie"]) {
      await get(url);
      const again = await get(url);
      expect(again.headers.get("x-cache-status"), url).toBe("MISS");
    }
  });
});
