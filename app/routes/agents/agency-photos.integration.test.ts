import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgencyPhotos } from "../../../common/photos";
import type { AuthenticatedUser } from "../../../common/roles";
import type { createApp } from "../../../server/app";
import { DEFAULT_PHOTO_LIMITS } from "../../../server/modules/photos";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestApp } from "../../../server/testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { loadPageBuild } from "../../../server/testing/test-page-build";
import { createTestServices } from "../../../server/testing/test-services";
import { showAgentsWhoKnow } from "../../../server/workflows/show-agents-who-know";
import { action, loader } from "./profile";

// An agency's cover and gallery photos (decision 0241) through its profile page: its own agent
// uploads and removes them; another agency's agent and a traveller are refused; a bad or too
// large file is refused with a message; the public page and "Agents who know" show them.

const MAX_BYTES = 200_000;

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let closeBuild: (() => Promise<void>) | undefined;
let mine: TestAgent;
let rival: TestAgent;
let traveller: AuthenticatedUser;
let encodedId = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const page = await loadPageBuild();
  closeBuild = page.close;
  ({ services } = createTestServices(
    database.db,
    {},
    { photoLimits: { ...DEFAULT_PHOTO_LIMITS, maxBytes: MAX_BYTES } },
  ));
  app = createTestApp(database, services, { build: page.build });
  const kerala = await insertDestination(database.db, "Kerala", "india");
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
  traveller = await insertUser(database.db, "traveller", "Tara");
  ({ encodedId } = await services.agents.resolve(mine.agentId));
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const jpeg = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function upload(place: "cover" | "gallery", alt: string, bytes: Uint8Array, type = "image/jpeg") {
  const form = new FormData();
  form.set("intent", "photo");
  form.set("place", place);
  form.set("alt", alt);
  form.set("file", new File([new Uint8Array(bytes)], "photo.jpg", { type }));
  return form;
}

function removal(place: "cover" | "gallery", slot?: number) {
  const form = new FormData();
  form.set("intent", "photo-remove");
  form.set("place", place);
  if (slot) form.set("slot", String(slot));
  return form;
}

interface Answer {
  status: number;
  saved?: string;
  error?: string;
}

/** Posts a form to the profile's action as React Router would, signed in as `user`. */
async function post(user: AuthenticatedUser, form: FormData): Promise<Answer> {
  const result = (await action({
    request: new Request(`http://triphive.test/agents/${encodedId}`, {
      method: "POST",
      body: form,
    }),
    params: { encodedId },
    context: loadContextFor(() => services, user),
  } as never)) as {
    data: { photos: { saved?: string; error?: string } };
    init: { status?: number };
  };
  return { status: result.init?.status ?? 200, ...result.data.photos };
}

async function shown(user: AuthenticatedUser | null): Promise<AgencyPhotos> {
  const data = (await loader({
    request: new Request(`http://triphive.test/agents/${encodedId}`),
    params: { encodedId },
    context: loadContextFor(() => services, user),
  } as never)) as { photos: AgencyPhotos; branding: unknown };
  return data.photos;
}

describe("agency photos on the profile", () => {
  it("lets the agency's agent upload a cover and gallery photos, and remove them", async () => {
    const cover = await post(
      mine.user,
      upload("cover", "Our team in Kochi", await jpeg("#0f766e")),
    );
    expect(cover).toMatchObject({ status: 200, saved: expect.stringContaining("cover photo") });
    const first = await post(mine.user, upload("gallery", "A houseboat", await jpeg("#9a3412")));
    expect(first.status).toBe(200);
    await post(mine.user, upload("gallery", "Tea hills in Munnar", await jpeg("#365314")));

    const photos = await shown(null);
    expect(photos.cover).toMatchObject({ alt: "Our team in Kochi", width: 900, height: 600 });
    expect(photos.gallery.map((p) => [p.slot, p.alt])).toEqual([
      [1, "A houseboat"],
      [2, "Tea hills in Munnar"],
    ]);

    expect(await post(mine.user, removal("gallery", 1))).toMatchObject({ status: 200 });
    expect((await shown(null)).gallery.map((p) => p.slot)).toEqual([2]);
  });

  it("refuses another agency's agent and a traveller, changing nothing", async () => {
    const before = await shown(null);
    for (const who of [rival.user, traveller]) {
      const refused = await post(who, upload("cover", "Not theirs", await jpeg("#111111")));
      expect(refused).toMatchObject({ status: 403, error: "You may not change this photo." });
      expect((await post(who, upload("gallery", "Not theirs", await jpeg("#222222")))).status).toBe(
        403,
      );
      expect((await post(who, removal("cover"))).status).toBe(403);
      expect((await post(who, removal("gallery", 2))).status).toBe(403);
    }
    expect(await shown(null)).toEqual(before);
    // Only the agency's own agent is shown the form's data.
    const ownView = (await loader({
      request: new Request(`http://triphive.test/agents/${encodedId}`),
      params: { encodedId },
      context: loadContextFor(() => services, rival.user),
    } as never)) as { branding: unknown };
    expect(ownView.branding).toBeNull();
  });

  it("refuses a file that is not a photo, one too large, and one without alt text", async () => {
    const text = new TextEncoder().encode("GIF89a, or so it claims");
    const notPhoto = await post(mine.user, upload("gallery", "A scene", text, "image/gif"));
    expect(notPhoto.status).toBe(422);
    expect(notPhoto.error).toMatch(/not an image we can read/);

    const noise = await sharp(
      Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)),
      {
        raw: { width: 600, height: 600, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(MAX_BYTES);
    const tooLarge = await post(mine.user, upload("cover", "A big one", noise, "image/png"));
    expect(tooLarge).toMatchObject({ status: 422, error: "This file is too large." });

    const noAlt = await post(mine.user, upload("gallery", " ", await jpeg("#333333")));
    expect(noAlt).toMatchObject({
      status: 400,
      error: "Describe what the photo shows (alt text).",
    });
    const badSlot = await post(mine.user, removal("gallery", 9));
    expect(badSlot.status).toBe(400);
    expect((await shown(null)).cover?.alt).toBe("Our team in Kochi");
  });

  it("shows the cover with its widths and size on the public page, and on agents' cards", async () => {
    const { cover, gallery } = await shown(null);
    if (!cover) throw new Error("the cover is missing");
    const res = await app.request(`/agents/${encodedId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`srcSet="/photos/${cover.hash}-320.avif 320w`);
    expect(html).toMatch(/<img[^>]*alt="Our team in Kochi"[^>]*width="900"[^>]*height="600"/);
    expect(html).toContain("Photos from Backwater Trails");
    expect(html).toContain(`/photos/${gallery[0]?.hash}-640.webp 640w`);
    // An anonymous visitor gets no upload form.
    expect(html).not.toContain("Your profile photos");

    const cards = await showAgentsWhoKnow(services, "kerala");
    expect(cards.find((c) => c.id === mine.agentId)?.cover).toMatchObject({ hash: cover.hash });
    expect(cards.find((c) => c.id === rival.agentId)?.cover).toBeNull();
  });

  it("lets the agent remove its cover: the page shows none", async () => {
    expect(await post(mine.user, removal("cover"))).toMatchObject({ status: 200 });
    expect((await shown(null)).cover).toBeNull();
  });
});
