import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgencyBrandingInput } from "../../../common/branding";
import { logoPng } from "../../../seed/logo-png";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { errorCode } from "../../workflows/money-test-helpers";
import {
  insertAgent,
  insertDestination,
  insertUser,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createAgentImagesApi } from "./agents.api";

// An agency's branding (decision 0211): only its own agent sets it; colours, GSTIN and the
// logo's bytes are checked; the logo is served under the name the agency's row holds.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let mine: TestAgent;
let rival: TestAgent;

const BRAND = AgencyBrandingInput.parse({
  brandColor: "#1d4ed8",
  accentColor: "#9a3412",
  gstin: "32ABCDE1234F1Z9",
});
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
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
});
afterAll(async () => {
  await database?.close();
});

describe("agency branding", () => {
  it("starts with Triphive's colours and no logo", async () => {
    const branding = await services.agents.branding(mine.agentId);
    expect(branding).toMatchObject({ logoUrl: null, brandColor: "#0f766e", custom: false });
  });

  it("lets an agent brand its own agency, and only its own", async () => {
    const saved = await services.agents.updateBranding(mine.user, mine.agentId, BRAND);
    expect(saved).toMatchObject({ brandColor: "#1d4ed8", accentColor: "#9a3412", custom: true });
    expect((await services.agents.billingOf(mine.agentId)).gstin).toBe("32ABCDE1234F1Z9");
    expect(await errorCode(services.agents.updateBranding(rival.user, mine.agentId, BRAND))).toBe(
      "not_your_agency",
    );
    const png = logoPng("MC", "#1d4ed8", "#ffffff", 32);
    expect(await errorCode(services.agents.setLogo(rival.user, mine.agentId, png))).toBe(
      "not_your_agency",
    );
    const traveller = await insertUser(database.db, "traveller", "Asha");
    expect(await errorCode(services.agents.updateBranding(traveller, mine.agentId, BRAND))).toBe(
      "not_your_agency",
    );
    const ops = await insertUser(database.db, "ops", "Karan");
    expect(await errorCode(services.agents.updateBranding(ops, mine.agentId, BRAND))).toBe(
      "not_your_agency",
    );
    // The rival's refused attempts changed nothing.
    expect((await services.agents.branding(mine.agentId)).logoUrl).toBeNull();
  });

  it("takes a PNG or JPEG told by its bytes, within 512 KB, and refuses anything else", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await errorCode(services.agents.setLogo(mine.user, mine.agentId, svg))).toBe(
      "logo_refused",
    );
    const pdf = new TextEncoder().encode("%PDF-1.4 not an image");
    expect(await errorCode(services.agents.setLogo(mine.user, mine.agentId, pdf))).toBe(
      "logo_refused",
    );
    const huge = new Uint8Array(512 * 1024 + 1);
    huge.set(logoPng("BT", "#1d4ed8", "#ffffff", 16));
    expect(await errorCode(services.agents.setLogo(mine.user, mine.agentId, huge))).toBe(
      "logo_refused",
    );
    const jpeg = await services.agents.setLogo(mine.user, mine.agentId, JPEG);
    expect(jpeg.logoUrl).toMatch(/^\/images\/agency-logos\/[^/]+\/[a-z0-9]{32}\.jpg$/);
  });

  it("serves the current logo with its type, and 404 for an old or made-up name", async () => {
    const first = await services.agents.branding(mine.agentId);
    const png = logoPng("BT", "#1d4ed8", "#ffffff", 48);
    const second = await services.agents.setLogo(mine.user, mine.agentId, png);
    // Mounted under /images by server/app.ts.
    const api = new Hono().route("/images", createAgentImagesApi(services.agents));
    const res = await api.request(second.logoUrl ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    expect((await api.request(first.logoUrl ?? "")).status).toBe(404);
    const other = (second.logoUrl ?? "").replace(/[a-z0-9]{32}/, "0".repeat(32));
    expect((await api.request(other)).status).toBe(404);
  });
});
