/** Questions and answers as disclosure widgets: readable without JavaScript. */
export function FaqList({
  id,
  title,
  faqs,
}: {
  id: string;
  title: string;
  faqs: readonly { question: string; answer: string }[];
}) {
  if (!faqs.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group p-4">
            <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
            <p className="mt-2 text-slate-600">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
