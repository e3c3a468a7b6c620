import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Logger } from "../lib/logger";
import {
  type FileStorage,
  lazyStream,
  newStoredName,
  type StoredFile,
  storedPath,
} from "./file-storage";
import type { S3Location } from "./storage-url";

// Uploads in an S3-compatible bucket, so that every process serves every file (decision 0196).
// Objects stay private: downloads go through the app's routes, which check who asks and then
// pass the object's stream through; there are no public or presigned links.

export interface S3StorageOptions {
  location: S3Location & { region: string };
  /** Unset: the SDK's default chain (an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  logger: Pick<Logger, "error">;
}

/** The S3 storage, plus what the uploads migration (`npm run storage:migrate`) needs. */
export interface S3FileStorage extends FileStorage {
  /** The stored object's size, or null when there is none. */
  sizeOf(name: string): Promise<number | null>;
  /** Stores bytes under a name given earlier by another storage (the migration keeps names). */
  putNamed(name: string, bytes: Uint8Array): Promise<void>;
  /** Asks for the bucket: a wrong name, endpoint or key shows at start, not at the first upload. */
  check(): Promise<void>;
  /** Ends the client's idle connections. */
  close(): void;
}

// What a missing object is called: GetObject answers NoSuchKey, HeadObject a bare 404.
// NoSuchBucket is not "missing": it is a misconfiguration, and must fail loudly.
const MISSING = new Set(["NoSuchKey", "NotFound"]);

export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  const { bucket, prefix, endpoint, region, forcePathStyle } = options.location;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: options.credentials,
    // SDK v3 adds CRC checksums to every upload and checks them on download by default since
    // 3.729; many S3-compatible servers reject or do not send them. Only when an operation
    // requires one (none of ours do).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A dead endpoint fails an upload in seconds, not at the OS's TCP timeout; a stalled
    // transfer is given up after 30 s without a byte.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const keyOf = (name: string) => `${prefix}${storedPath(name)}`;
  const isMissing = (error: unknown) => MISSING.has((error as Error)?.name);
  const failed = (op: string, key: string | null, error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata
      ?.httpStatusCode;
    options.logger.error({ err: error, op, bucket, key, status }, "object storage failed");
    return error;
  };

  const putNamed = async (name: string, bytes: Uint8Array) => {
    const key = keyOf(name);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          // The type is sniffed and served by the app; the bucket never serves it itself.
          ContentType: "application/octet-stream",
        }),
      );
    } catch (error) {
      throw failed("put", key, error);
    }
  };

  const open = async (name: string) => {
    const key = keyOf(name);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw failed("get", key, error);
    }
  };

  const sizeOf = async (name: string) => {
    const key = keyOf(name);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw failed("head", key, error);
    }
  };

  return {
    async put(bytes, ext) {
      const name = newStoredName(ext);
      await putNamed(name, bytes);
      return name;
    },
    putNamed,
    async get(name) {
      const object = await open(name);
      if (!object?.Body) return null;
      try {
        return await object.Body.transformToByteArray();
      } catch (error) {
        throw failed("get", keyOf(name), error);
      }
    },
    async stream(name): Promise<StoredFile | null> {
      // HEAD for the size and the 404; the GET waits for the first read (lazyStream). A HEAD's
      // 404 says nothing of why, so a miss asks GET, which tells a missing object (null) from
      // a missing bucket (thrown).
      let size = await sizeOf(name);
      if (size === null) {
        const object = await open(name);
        if (!object?.Body) return null;
        // Written between the two calls (the migration): let go, and read it lazily as usual.
        await object.Body.transformToWebStream().cancel();
        size = object.ContentLength ?? 0;
      }
      return {
        size,
        body: lazyStream(async () => {
          const object = await open(name);
          if (!object?.Body) throw new Error("the stored object went missing");
          return object.Body.transformToWebStream();
        }),
      };
    },
    async remove(name) {
      const key = keyOf(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw failed("remove", key, error);
      }
    },
    sizeOf,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw failed("check", null, error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
