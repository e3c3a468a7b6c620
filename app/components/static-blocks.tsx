import type { StaticBlock } from "../../server/modules/content";

export function StaticBlocks({ blocks }: { blocks: readonly StaticBlock[] }) {
  return (
    <div className="space-y-4 text-slate-700">
      {blocks.map((block, i) => {
        const key = `${block.kind}-${i}`;
        switch (block.kind) {
          case "heading":
            return (
              <h2 key={key} className="pt-4 text-xl font-semibold text-slate-900">
                {block.text}
              </h2>
            );
          case "paragraph":
            return (
              <p key={key} className="leading-relaxed">
                {block.text}
              </p>
            );
          case "list":
            return (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "people":
            return (
              <ul key={key} className="grid gap-4 sm:grid-cols-2">
                {block.people.map((p) => (
                  <li key={p.name} className="rounded-xl border border-slate-200 p-4">
                    <p className="font-semibold text-slate-900">{p.name}</p>
                    <p className="text-sm text-brand-700">{p.role}</p>
                    <p className="mt-2 text-sm">{p.bio}</p>
                  </li>
                ))}
              </ul>
            );
          case "contacts":
            return (
              <ul key={key} className="grid gap-4 sm:grid-cols-2">
                {block.contacts.map((c) => (
                  <li key={c.label} className="rounded-xl border border-slate-200 p-4">
                    <p className="font-semibold text-slate-900">{c.label}</p>
                    {c.lines.map((line) => (
                      <p key={line} className="text-sm">
                        {line}
                      </p>
                    ))}
                    {c.email ? (
                      <p className="mt-2 text-sm">
                        <a className="text-brand-700 underline" href={`mailto:${c.email}`}>
                          {c.email}
                        </a>
                      </p>
                    ) : null}
                    {c.phone ? (
                      <p className="text-sm">
                        <a
                          className="text-brand-700 underline"
                          href={`tel:${c.phone.replace(/\s+/g, "")}`}
                        >
                          {c.phone}
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
