import { expect, test } from "@playwright/test";
import sharp from "sharp";

// Ops upload a photo for a destination on /admin/photos with its alt text (decision 0219); a
// file that is not an image is refused with a message that says so; the destination's listing
// then shows the photo as a <picture> with AVIF and WebP srcsets, its size and its alt text.

const OPS = { email: "ops@triphive.example", password: "Operations#2026" };

test("ops upload a destination photo and its listing shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/users/sign_in");
  await page.getByLabel("Email").fill(OPS.email);
  await page.getByLabel("Password").fill(OPS.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto("/admin/photos");
  await expect(page.getByRole("heading", { name: "Photos", exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Photo of Goa", exact: true });

  await form.getByLabel("Alt text").fill("Palms over Goa's beach");
  await form.getByLabel("Photo file").setInputFiles({
    name: "beach.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is text pretending to be a photo"),
  });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("alert")).toContainText("not an image");

  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#1b7f8c" },
  })
    .png()
    .toBuffer();
  await form.getByLabel("Alt text").fill("Palms over Goa's beach at low tide");
  await form.getByLabel("Photo file").setInputFiles({
    name: "goa.png",
    mimeType: "image/png",
    buffer: png,
  });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText("The photo has been uploaded");
  await expect(
    page
      .getByRole("form", { name: "Photo of Goa", exact: true })
      .getByRole("button", { name: "Replace" }),
  ).toBeVisible();

  await page.goto("/tour-packages/goa");
  const picture = page.locator("picture", {
    has: page.getByAltText("Palms over Goa's beach at low tide"),
  });
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/photos\/[a-f0-9]{32}-320\.avif 320w, .*-1200\.avif 1200w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /-640\.webp 640w/,
  );
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "800");
  await expect(img).toHaveAttribute("sizes", /100vw/);
  // The browser fetched a variant, which is served as immutable.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
