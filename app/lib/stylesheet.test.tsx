import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { InlineStylesheetProvider, Stylesheet, stylesheetHref } from "./stylesheet";
import { inlineStylesheet } from "./stylesheet.server";

// `../app.css?url` is "/assets/app-test.css" in Vitest (server/testing/app-css-url.ts).

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build directory holding `css` where the stylesheet's URL points. */
function clientDirWith(css: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "triphive-css-"));
  dirs.push(dir);
  const file = path.join(dir, stylesheetHref);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, css);
  return dir;
}

describe("Stylesheet", () => {
  it("inlines the stylesheet the server read, with no render-blocking link", () => {
    const html = renderToString(
      <InlineStylesheetProvider value="body{color:red}.a>.b{margin:0}">
        <Stylesheet />
      </InlineStylesheetProvider>,
    );
    expect(html).toBe('<style id="app-css">body{color:red}.a>.b{margin:0}</style>');
  });

  it("links the stylesheet when there is no client build to read (development)", () => {
    expect(renderToString(<Stylesheet />)).toBe(
      '<link rel="stylesheet" href="/assets/app-test.css"/>',
    );
  });
});

describe("inlineStylesheet", () => {
  it("reads the client build's file", () => {
    expect(inlineStylesheet(clientDirWith(".x{color:red}"))).toBe(".x{color:red}");
  });

  it("refuses a stylesheet that would end its <style> early", () => {
    expect(() => inlineStylesheet(clientDirWith('.x::after{content:"</style>"}'))).toThrow(
      /cannot be inlined/,
    );
  });
});
