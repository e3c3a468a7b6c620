import { useMatches } from "react-router";
import { packedScriptsOf } from "../lib/packed";

/**
 * The JSON of the page's packed loader data (app/lib/packed.ts), one data script per packed
 * value of every matched route, placed before React Router's scripts so that it is in the
 * document before hydration reads it. The browser renders the same elements and leaves their
 * text as the server sent it (React does not compare or patch `dangerouslySetInnerHTML` when it
 * hydrates, and never updates it while the text given stays the same).
 */
export function PackedScripts() {
  const matches = useMatches();
  return matches.flatMap((match) =>
    packedScriptsOf(match.data).map(({ id, json }) => (
      <script
        key={id}
        id={id}
        type="application/json"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify's output with "<" escaped
        dangerouslySetInnerHTML={{ __html: json }}
      />
    )),
  );
}
