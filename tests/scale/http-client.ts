import { WEB_CLIENT_API_KEY } from "../../common/platform";

/**
 * One person's HTTP client for the scale test: keeps its cookies like a browser and may be
 * pointed at any process or at the proxy. `forwardedFor` plays a client address behind a
 * trusted proxy (decision 0197).
 */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    public base: string,
    private readonly opts: { forwardedFor?: string } = {},
  ) {}

  at(base: string): Client {
    const other = new Client(base, this.opts);
    other.cookies = this.cookies;
    return other;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("X-Api-Key", WEB_CLIENT_API_KEY);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    if (this.opts.forwardedFor) headers.set("X-Forwarded-For", this.opts.forwardedFor);
    // A browser names the page's origin on every write; form posts are refused without it.
    if (method !== "GET") headers.set("Origin", new URL(this.base).origin);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(path, this.base), {
      ...init,
      method,
      headers,
      body: payload,
      redirect: "manual",
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async json<T>(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    if (!expected.includes(res.status)) {
      throw new Error(`${method} ${path} on ${this.base}: ${res.status} ${text.slice(0, 300)}`);
    }
    return (text ? JSON.parse(text) : null) as T;
  }

  async signIn(email: string, password: string): Promise<number> {
    const res = await this.request("POST", "/browsing/v1/users/sign_in", { email, password });
    await res.arrayBuffer();
    return res.status;
  }
}
