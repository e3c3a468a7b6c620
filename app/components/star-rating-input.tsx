import { Fragment, type InputHTMLAttributes } from "react";
import { plural } from "../../common/format";

export const RATINGS = ["1", "2", "3", "4", "5"] as const;
export const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

type StarProps = InputHTMLAttributes<HTMLInputElement> & { key?: string; id: string };

/**
 * Five star radios (Conform's getCollectionProps over RATINGS), for the trip and agent
 * feedback forms. Highest first in the markup, shown lowest first: a checked star fills the
 * ones after it, with CSS alone, so it works before hydration.
 */
export function StarRatingInputs({ stars }: { stars: readonly StarProps[] }) {
  return (
    <div className="mt-1 flex flex-row-reverse justify-end gap-1">
      {[...stars].reverse().map(({ key, ...props }) => {
        const n = Number(props.value);
        return (
          <Fragment key={key ?? props.id}>
            <input {...props} className="peer sr-only" />
            <label
              htmlFor={props.id}
              title={RATING_WORDS[n - 1]}
              className="cursor-pointer rounded-lg p-0.5 text-slate-300 transition hover:text-sun-400 peer-checked:text-sun-500 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-brand-600 [label:hover~&]:text-sun-400"
            >
              <svg viewBox="0 0 20 20" className="h-8 w-8" fill="currentColor" aria-hidden="true">
                <path d="m10 1.8 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7Z" />
              </svg>
              <span className="sr-only">
                {plural(n, "star")}, {RATING_WORDS[n - 1]}
              </span>
            </label>
          </Fragment>
        );
      })}
    </div>
  );
}
