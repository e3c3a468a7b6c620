import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CachedMarkup, MarkupCacheContext } from "./markup-cache";
import { createMarkupRenderer } from "./markup-cache.server";

function Links({ prefix, names }: { prefix: string; names: string[] }) {
  return (
    <>
      {names.map((name) => (
        <li key={name}>
          <a href={`${prefix}/${name}`}>
            {name} in {prefix || "India"}
          </a>
        </li>
      ))}
    </>
  );
}

function Page({ scope, prefix }: { scope: { names: string[] }; prefix: string }) {
  return (
    <CachedMarkup
      as="ul"
      className="menu"
      scope={scope}
      cacheKey={prefix}
      render={() => <Links prefix={prefix} names={scope.names} />}
    />
  );
}

describe("CachedMarkup", () => {
  it("gives the server the very markup the browser renders, so hydration matches", () => {
    const scope = { names: ["goa", "kerala"] };
    const renderer = createMarkupRenderer();
    const cached = renderToString(
      <MarkupCacheContext value={renderer}>
        <Page scope={scope} prefix="/ae-en" />
      </MarkupCacheContext>,
    );
    expect(cached).toBe(renderToString(<Page scope={scope} prefix="/ae-en" />));
    expect(cached).toContain('<a href="/ae-en/goa">goa<!-- --> in <!-- -->/ae-en</a>');
  });

  it("renders once per scope and key, and again for another key or a new scope", () => {
    const renderer = createMarkupRenderer();
    const render = (scope: { names: string[] }, prefix: string) =>
      renderToString(
        <MarkupCacheContext value={renderer}>
          <Page scope={scope} prefix={prefix} />
        </MarkupCacheContext>,
      );
    const first = { names: ["goa"] };
    render(first, "");
    render(first, "");
    expect(renderer.renders()).toBe(1);
    expect(render(first, "/ae-en")).toContain('href="/ae-en/goa"');
    expect(renderer.renders()).toBe(2);
    // A rebuilt navigation (the catalogue changed) is a new object: its own markup.
    expect(render({ names: ["goa", "kerala"] }, "")).toContain('href="/kerala"');
    expect(renderer.renders()).toBe(3);
  });

  it("keeps a scope's most recently used keys only, so markup of old content ages out", () => {
    const renderer = createMarkupRenderer(2);
    const scope = {};
    const markup = (key: string) => renderer(scope, key, () => <p>{key}</p>);
    markup("goa");
    markup("kerala");
    markup("goa"); // used again: now the most recent
    markup("ladakh"); // a third key drops the least recently used, kerala
    expect(renderer.renders()).toBe(3);
    expect(markup("goa")).toBe("<p>goa</p>");
    expect(renderer.renders()).toBe(3);
    expect(markup("kerala")).toBe("<p>kerala</p>");
    expect(renderer.renders()).toBe(4);
  });
});
