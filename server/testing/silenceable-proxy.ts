import { type AddressInfo, connect, createServer, type Socket } from "node:net";

/**
 * A TCP server on 127.0.0.1 for tests of a database that stops answering (decision 0185). With
 * a `target` (a PostgreSQL URL) it forwards both ways until `silence()`, then swallows every
 * byte, as a hung server or a network dropping packets would, until `resume()`. Without one it
 * is silent from the start: it accepts connections and never replies.
 */
export async function startSilenceableProxy(target?: string) {
  let silent = !target;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const upstreamAt = target ? new URL(target) : null;
  const server = createServer((client) => {
    track(client);
    if (!upstreamAt) return;
    const upstream = connect(Number(upstreamAt.port || 5432), upstreamAt.hostname);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("data", (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!silent) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target ?? "postgres://triphive:secret@127.0.0.1/triphive");
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as AddressInfo).port);
  return {
    /** `target` (credentials, database) through this proxy. */
    url: url.toString(),
    silence() {
      silent = true;
    },
    resume() {
      silent = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
