// Types of scripts/nginx-conf.mjs for the TypeScript tests that import it.

export const SHIPPED_NGINX_CONF: string;
export const NGINX_BINARY: string | null;

export interface NginxConfOptions {
  /** Ports on 127.0.0.1, or `host:port`. */
  upstreams: (number | string)[];
  /** A port, or `host:port`. */
  listen: number | string;
  /** Where the cache, temp files and error log go. */
  dir: string;
  /** The configuration to render; the shipped docs/nginx/triphive.conf by default. */
  source?: string;
}

export function renderNginxConf(options: NginxConfOptions): string;

export function freePort(): Promise<number>;

export interface RunningNginx {
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  dir: string;
  conf: string;
  errorLog: string;
  /** SIGTERM to the master by its PID (SIGKILL after graceMs); resolves once it has exited. */
  stop(): Promise<void>;
}

export function startNginx(
  options: Omit<NginxConfOptions, "dir" | "listen"> & {
    listen?: number | string;
    dir?: string;
    nginx?: string | null;
    startTimeoutMs?: number;
    graceMs?: number;
  },
): Promise<RunningNginx>;
