import { describe, expect, it } from "vitest";
import { parseStorageUrl } from "./storage-url";

describe("parseStorageUrl", () => {
  it("reads the bucket, the prefix and the S3-compatible server's settings", () => {
    expect(
      parseStorageUrl(
        "s3://triphive-uploads/prod/files/?endpoint=http://127.0.0.1:9000/&region=ap-south-1&forcePathStyle=true",
      ),
    ).toEqual({
      location: {
        bucket: "triphive-uploads",
        prefix: "prod/files/",
        endpoint: "http://127.0.0.1:9000",
        region: "ap-south-1",
        forcePathStyle: true,
      },
    });
  });

  it("needs only a bucket: AWS itself, no prefix, virtual-hosted addressing", () => {
    expect(parseStorageUrl("s3://triphive")).toEqual({
      location: {
        bucket: "triphive",
        prefix: "",
        endpoint: undefined,
        region: undefined,
        forcePathStyle: false,
      },
    });
  });

  it.each([
    ["not a url", /not a URL/],
    ["https://bucket.s3.amazonaws.com/x", /unsupported scheme "https:"/],
    ["file:///var/uploads", /unsupported scheme/],
    ["s3://key:secret@bucket/x", /must not hold credentials/],
    ["s3://bucket:9000/x", /takes no port/],
    ["s3://Bucket/x", /bad bucket name "Bucket"/],
    ["s3://my_bucket/x", /bad bucket name/],
    ["s3://ab/x", /bad bucket name/],
    ["s3://a..b/x", /bad bucket name/],
    ["s3://bucket/a/../b", /bad prefix segment/],
    ["s3://bucket/a%2F..%2Fb", /bad prefix segment/],
    ["s3://bucket/has space", /bad prefix segment/],
    ["s3://bucket/%E0%A4", /percent-encoding/],
    ["s3://bucket/x#y", /fragment/],
    ["s3://bucket/x?forcepathstyle=true", /unknown parameter "forcepathstyle"/],
    ["s3://bucket/x?endpoint=127.0.0.1:9000", /is not an http\(s\) URL/],
    ["s3://bucket/x?endpoint=ftp://host", /is not an http\(s\) URL/],
    ["s3://bucket/x?endpoint=http://u:p@host", /endpoint must not hold credentials/],
    ["s3://bucket/x?region=Mars%201", /bad region/],
    ["s3://bucket/x?forcePathStyle=yes", /forcePathStyle must be true or false/],
  ])("refuses %s", (url, message) => {
    const parsed = parseStorageUrl(url);
    expect("error" in parsed && parsed.error).toMatch(message);
  });
});
