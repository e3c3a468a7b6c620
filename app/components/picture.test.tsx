import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoOrArt, Picture } from "./picture";

const PHOTO = {
  hash: "0123456789abcdef0123456789abcdef",
  width: 1280,
  height: 853,
  widths: [320, 640, 960, 1280],
  alt: "Houseboats at dusk",
};

describe("Picture", () => {
  it("offers AVIF and WebP by width, a JPEG fallback, its shape and its alt text", () => {
    const html = renderToStaticMarkup(<Picture photo={PHOTO} sizes="100vw" />);
    expect(html).toContain(
      `<source type="image/avif" srcSet="/photos/${PHOTO.hash}-320.avif 320w, /photos/${PHOTO.hash}-640.avif 640w, /photos/${PHOTO.hash}-960.avif 960w, /photos/${PHOTO.hash}-1280.avif 1280w" sizes="100vw"/>`,
    );
    expect(html).toContain(`type="image/webp"`);
    expect(html).toMatch(/<img src="\/photos\/0123456789abcdef0123456789abcdef-640\.jpg"/);
    expect(html).toContain('width="1280" height="853"');
    expect(html).toContain('alt="Houseboats at dusk"');
    expect(html).toContain('loading="lazy"');
  });

  it("draws the artwork where there is no photo", () => {
    const art = {
      src: "/images/v1/destinations/kerala-640x360.svg",
      alt: "Kerala",
      width: 640,
      height: 360,
    };
    const html = renderToStaticMarkup(<PhotoOrArt photo={null} art={art} sizes="100vw" />);
    expect(html).not.toContain("<picture");
    expect(html).toContain(art.src);
  });
});
