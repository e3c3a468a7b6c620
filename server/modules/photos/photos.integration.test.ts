import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import type { AppEnv } from "../../http/context";
import type { FileStorage } from "../../storage/file-storage";
import { createMemoryStorage } from "../../storage/local-storage";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import type { CatalogChange } from "../catalog";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createPhotosApi } from "./photos.api";

// The photos module against a migrated database (decision 0219): one stored file per content,
// served by hash as immutable; staff set any subject's photo, an agent only its own agency's.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let api: Hono<AppEnv>;
let ops: AuthenticatedUser;
let traveller: AuthenticatedUser;
let mine: TestAgent;
let rival: TestAgent;
const puts: string[] = [];
const removed: string[] = [];
const changes: CatalogChange[] = [];

function counting(storage: FileStorage): FileStorage {
  return {
    ...storage,
    async put(bytes, ext) {
      const name = await storage.put(bytes, ext);
      puts.push(name);
      return name;
    },
    async remove(name) {
      removed.push(name);
      await storage.remove(name);
    },
  };
}

const photoBytes = (colour: string) =>
  sharp({ create: { width: 700, height: 420, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(
    database.db,
    {},
    { storage: counting(createMemoryStorage()) },
  ));
  services.catalogChanges.subscribe((change) => changes.push(change));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  ops = await insertUser(database.db, "ops", "Opal");
  traveller = await insertUser(database.db, "traveller", "Tara");
  mine = await insertAgent(database.db, {
    companyName: "Backwater Trails",
    ratingTenths: 46,
    responseMinutes: 30,
    destinationIds: [kerala],
  });
  rival = await insertAgent(database.db, {
    companyName: "Malabar Coast",
    ratingTenths: 47,
    responseMinutes: 60,
    destinationIds: [kerala],
  });
  api = new Hono<AppEnv>().route("/photos", createPhotosApi(services.photos));
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return "ok";
};

describe("photos", () => {
  it("stores a file once however many subjects show it, and serves it immutable", async () => {
    const bytes = await photoBytes("#2a6f97");
    const first = await services.photos.upload(ops, {
      kind: "destination",
      subjectId: "kerala",
      alt: "  Houseboats on the backwaters  ",
      bytes,
    });
    const storedAfterFirst = puts.length;
    // 700 wide: 320, 640 and 700, three formats each.
    expect(storedAfterFirst).toBe(9);
    expect(first).toMatchObject({ width: 700, height: 420, widths: [320, 640, 700] });
    expect(first.alt).toBe("Houseboats on the backwaters");

    const second = await services.photos.upload(ops, {
      kind: "city",
      subjectId: "alleppey",
      alt: "Alleppey",
      bytes,
    });
    expect(second.hash).toBe(first.hash);
    expect(puts.length).toBe(storedAfterFirst);
    expect(await services.photos.withPhoto("destination", ["kerala", "goa", "../etc"])).toEqual(
      new Set(["kerala"]),
    );

    const res = await api.request(`/photos/${first.hash}-640.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Type")).toBe("image/avif");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("Content-Length"))).toBe(body.byteLength);
    expect((await sharp(body).metadata()).width).toBe(640);

    const again = await api.request(`/photos/${first.hash}-640.avif`, {
      headers: { "If-None-Match": res.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);

    for (const missing of [
      `/photos/${first.hash}-1280.webp`,
      `/photos/${first.hash}-640.gif`,
      `/photos/${"0".repeat(32)}-640.jpg`,
      "/photos/..%2F..%2Fetc-640.jpg",
    ]) {
      const miss = await api.request(missing);
      expect(miss.status, missing).toBe(404);
      expect(miss.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("tells the catalogue caches a catalogue photo changed, as a change of looks only", async () => {
    changes.length = 0;
    await services.photos.upload(ops, {
      kind: "hotel",
      subjectId: "12",
      alt: "The pool",
      bytes: await photoBytes("#a05a2c"),
    });
    expect(changes).toEqual([
      expect.objectContaining({ looks: true, origin: "local", reason: "photo of hotel 12 set" }),
    ]);
  });

  it("replacing or removing a photo drops a file no subject shows any more", async () => {
    const old = await services.photos.upload(ops, {
      kind: "package",
      subjectId: "7",
      alt: "Old",
      bytes: await photoBytes("#445566"),
    });
    removed.length = 0;
    const fresh = await services.photos.upload(ops, {
      kind: "package",
      subjectId: "7",
      alt: "New",
      bytes: await photoBytes("#665544"),
    });
    expect(fresh.hash).not.toBe(old.hash);
    expect(removed).toHaveLength(9);
    expect((await api.request(`/photos/${old.hash}-320.jpg`)).status).toBe(404);
    expect(await services.photos.photoOf("package", "7")).toMatchObject({ alt: "New" });

    await services.photos.remove(ops, "package", "7");
    expect(await services.photos.photoOf("package", "7")).toBeNull();
    expect((await api.request(`/photos/${fresh.hash}-320.jpg`)).status).toBe(404);
  });

  it("refuses a bad file with a message that says why, and stores nothing", async () => {
    const before = puts.length;
    const text = new TextEncoder().encode("just some text, not a photo");
    await expect(
      services.photos.upload(ops, {
        kind: "place",
        subjectId: "marine-drive",
        alt: "x",
        bytes: text,
      }),
    ).rejects.toMatchObject({ code: "photo_not_an_image", status: 422 });
    const tiny = await sharp({
      create: { width: 100, height: 100, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    await expect(
      services.photos.upload(ops, {
        kind: "place",
        subjectId: "marine-drive",
        alt: "x",
        bytes: tiny,
      }),
    ).rejects.toMatchObject({ code: "photo_too_small" });
    expect(puts.length).toBe(before);
  });

  it("lets staff set any photo, an agent only its own agency's, a traveller none", async () => {
    const bytes = await photoBytes("#778899");
    const upload = (
      user: AuthenticatedUser,
      kind: "destination" | "agency-profile" | "agency-logo",
      subjectId: string,
    ) => codeOf(services.photos.upload(user, { kind, subjectId, alt: "A photo", bytes }));
    expect(await upload(traveller, "destination", "kerala")).toBe("photo_not_allowed");
    expect(await upload(mine.user, "destination", "kerala")).toBe("photo_not_allowed");
    expect(await upload(traveller, "agency-profile", String(mine.agentId))).toBe(
      "photo_not_allowed",
    );
    expect(await upload(mine.user, "agency-profile", String(rival.agentId))).toBe(
      "photo_not_allowed",
    );
    expect(await upload(mine.user, "agency-profile", String(mine.agentId))).toBe("ok");
    expect(await upload(mine.user, "agency-logo", String(mine.agentId))).toBe("ok");
    expect(
      await codeOf(services.photos.remove(rival.user, "agency-logo", String(mine.agentId))),
    ).toBe("photo_not_allowed");
    expect(await upload(ops, "agency-profile", String(rival.agentId))).toBe("ok");
    // A subject id is a slug or a number, never a path.
    expect(await upload(ops, "destination", "../../etc")).toBe("photo_subject_invalid");
    expect(await upload(ops, "agency-logo", "kerala")).toBe("photo_subject_invalid");
  });
});

describe("an agency's own photos (decision 0241)", () => {
  const add = (user: AuthenticatedUser, agencyId: number, colour: string, alt = "Our team") =>
    photoBytes(colour).then((bytes) =>
      services.photos.addToAgencyGallery(user, agencyId, { alt, bytes }),
    );

  it("fills the gallery slot by slot, up to its limit, and reads cover and gallery at once", async () => {
    const cover = await services.photos.upload(mine.user, {
      kind: "agency-profile",
      subjectId: String(mine.agentId),
      alt: "Our office in Fort Kochi",
      bytes: await photoBytes("#0f766e"),
    });
    const colours = ["#101010", "#202020", "#303030", "#404040", "#505050", "#606060"];
    const added = [];
    for (const colour of colours) added.push(await add(mine.user, mine.agentId, colour));
    expect(added.map((p) => p.slot)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await codeOf(add(mine.user, mine.agentId, "#707070"))).toBe("photo_gallery_full");

    // A removed slot is the next one filled.
    await services.photos.remove(mine.user, "agency-gallery", `${mine.agentId}-3`);
    expect((await add(mine.user, mine.agentId, "#808080", "A houseboat we run")).slot).toBe(3);

    const shown = await services.photos.agencyPhotos(mine.agentId);
    expect(shown.cover).toMatchObject({ hash: cover.hash, alt: "Our office in Fort Kochi" });
    expect(shown.gallery.map((p) => p.slot)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shown.gallery[2]).toMatchObject({ alt: "A houseboat we run", widths: [320, 640, 700] });
    // Another agency's photos are its own.
    expect((await services.photos.agencyPhotos(rival.agentId)).gallery).toEqual([]);
  });

  it("lets only the agency's agent (or staff) change its gallery", async () => {
    expect(await codeOf(add(rival.user, mine.agentId, "#123456"))).toBe("photo_not_allowed");
    expect(await codeOf(add(traveller, mine.agentId, "#123456"))).toBe("photo_not_allowed");
    expect(
      await codeOf(services.photos.remove(rival.user, "agency-gallery", `${mine.agentId}-1`)),
    ).toBe("photo_not_allowed");
    expect(
      await codeOf(services.photos.remove(traveller, "agency-profile", String(mine.agentId))),
    ).toBe("photo_not_allowed");
    expect((await services.photos.agencyPhotos(mine.agentId)).gallery).toHaveLength(6);
    expect((await add(rival.user, rival.agentId, "#654321")).slot).toBe(1);
    await services.photos.remove(ops, "agency-gallery", `${rival.agentId}-1`);
    expect((await services.photos.agencyPhotos(rival.agentId)).gallery).toEqual([]);
    // A slot past the limit or a subject that is not `{agency}-{slot}` names nothing.
    for (const subject of [`${mine.agentId}-7`, `${mine.agentId}-0`, String(mine.agentId)])
      expect(await codeOf(services.photos.remove(ops, "agency-gallery", subject)), subject).toBe(
        "photo_subject_invalid",
      );
  });

  it("refuses a photo without alt text, or a file that is not a photo, and stores nothing", async () => {
    const before = puts.length;
    expect(await codeOf(add(rival.user, rival.agentId, "#abcdef", "   "))).toBe(
      "photo_alt_required",
    );
    expect(
      await codeOf(
        services.photos.addToAgencyGallery(rival.user, rival.agentId, {
          alt: "A trip",
          bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        }),
      ),
    ).toBe("photo_not_an_image");
    expect(puts.length).toBe(before);
    expect((await services.photos.agencyPhotos(rival.agentId)).gallery).toEqual([]);
  });
});
