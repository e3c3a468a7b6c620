// STORAGE_URL's grammar (decision 0196): unset keeps uploads in DATA_DIR/uploads;
// `s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true` puts them in an S3-compatible
// bucket. Parsed here so that config.ts can refuse a bad value at start with a clear message,
// instead of the first upload failing.

/** Where an S3-compatible bucket is and how to address it; credentials come separately. */
export interface S3Location {
  bucket: string;
  /** "" or a key prefix ending in "/" ("uploads/", "triphive/prod/"). */
  prefix: string;
  /** Unset: AWS itself, from the region. */
  endpoint?: string;
  region?: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

// AWS's rule for bucket names (3-63 lowercase letters, digits, dots, hyphens, starting and ending
// with a letter or digit); S3-compatible servers accept a subset of it.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9!_.*'()-]+$/;
const REGION = /^[a-z0-9-]{2,32}$/;
const PARAMS = new Set(["endpoint", "region", "forcePathStyle"]);

export type StorageUrlResult = { location: S3Location } | { error: string };

export function parseStorageUrl(value: string): StorageUrlResult {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: "not a URL: expected s3://bucket/prefix?endpoint=…&region=…" };
  }
  if (url.protocol !== "s3:") {
    return { error: `unsupported scheme "${url.protocol}": expected s3://bucket/prefix` };
  }
  if (url.username || url.password) {
    // A URL is printed in logs and process lists; keys belong in AWS_ACCESS_KEY_ID/SECRET.
    return { error: "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY" };
  }
  if (url.port) return { error: "the bucket takes no port: put the server in ?endpoint=" };
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || bucket.includes("..")) {
    return {
      error: `bad bucket name "${bucket}": 3-63 lowercase letters, digits, dots or hyphens`,
    };
  }
  if (url.hash) return { error: "must not have a #fragment" };
  // URL parsing resolves "a/../b" to "b"; a prefix is taken as written or refused.
  if (/\/\.{1,2}(\/|$)/.test(value.split(/[?#]/)[0] ?? "")) {
    return { error: 'bad prefix segment ".." or ".": write the prefix as it is meant' };
  }
  let segments: string[];
  try {
    segments = decodeURIComponent(url.pathname).split("/").filter(Boolean);
  } catch {
    return { error: "the prefix is not valid percent-encoding" };
  }
  for (const segment of segments) {
    if (segment === "." || segment === ".." || !PREFIX_SEGMENT.test(segment)) {
      return { error: `bad prefix segment "${segment}": letters, digits and !_.*'()- only` };
    }
  }
  for (const key of url.searchParams.keys()) {
    if (!PARAMS.has(key)) {
      return { error: `unknown parameter "${key}": expected endpoint, region, forcePathStyle` };
    }
  }
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {}
    if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
      return { error: `endpoint "${endpoint}" is not an http(s) URL` };
    }
    if (parsed.username || parsed.password) {
      return { error: "the endpoint must not hold credentials" };
    }
  }
  const region = url.searchParams.get("region") ?? undefined;
  if (region !== undefined && !REGION.test(region)) {
    return { error: `bad region "${region}"` };
  }
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") {
    return { error: `forcePathStyle must be true or false, not "${pathStyle}"` };
  }
  return {
    location: {
      bucket,
      prefix: segments.length ? `${segments.join("/")}/` : "",
      endpoint: endpoint?.replace(/\/+$/, ""),
      region,
      forcePathStyle: pathStyle === "true",
    },
  };
}
