import { type FocusEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { destinationPicture } from "../../common/artwork";
import { SLIDER_AUTOPLAY_MS, stepSlide } from "../../common/hero-slider";
import type { HeroSlide } from "../../server/modules/catalog";
import { useLocalePath } from "../lib/locale";
import { ArtImage } from "./art-image";

export type HeroSlideView = HeroSlide & { fromPrice: string };

/**
 * Home's hero carousel (WAI-ARIA APG carousel pattern). It starts on the slide the server
 * chose, so the HTML and the hydrated page agree; without JavaScript that slide simply stays.
 * Autoplay every 6000 ms stops while the pointer is over a slide or focus is inside one,
 * when the visitor pauses it, and from the start when they prefer reduced motion.
 */
export function HeroSlider({ slides, initial }: { slides: HeroSlideView[]; initial: number }) {
  const localize = useLocalePath();
  const [index, setIndex] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = hydrated && !userPaused && !hovered && !focused && count > 1;

  useEffect(() => {
    setHydrated(true);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setUserPaused(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer, so a manual step also gets a full 6 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((i) => stepSlide(i, 1, count)),
      SLIDER_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  if (!count) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured destinations"
      className="relative overflow-hidden rounded-2xl bg-brand-900 shadow-xl ring-1 ring-white/20"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the autoplay; the slides' own links are the interactive elements. */}
      <div
        id="hero-slides"
        aria-live={rotating ? "off" : "polite"}
        className="relative aspect-square sm:aspect-[16/10]"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset.
            <div
              key={slide.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              <ArtImage
                picture={destinationPicture(slide, "card")}
                narrow={destinationPicture(slide, "small")}
                priority={i === initial}
                className="h-full w-full"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 via-slate-950/55 to-transparent px-5 pb-5 pt-16">
                <p className="text-xs font-semibold uppercase tracking-widest text-sun-400">
                  {slide.packages} packages
                  {slide.maxDiscountPercent ? ` · up to ${slide.maxDiscountPercent}% off` : ""}
                </p>
                <p className="mt-1 text-2xl font-extrabold sm:text-3xl">{slide.name}</p>
                <p className="mt-1 line-clamp-2 max-w-md text-sm text-white/90">{slide.tagline}</p>
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <p className="text-sm">
                    From <span className="text-lg font-bold">{slide.fromPrice}</span> per person
                  </p>
                  <Link
                    to={localize(slide.href)}
                    className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-sun-400 hover:text-slate-900"
                  >
                    Explore {slide.name} packages
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {/* Controls only once they work: before hydration the server's slide stays put. */}
      {hydrated && count > 1 ? (
        <div className="absolute right-3 top-3 flex items-center gap-1 rounded-full bg-slate-950/60 p-1 text-white backdrop-blur-sm">
          <button
            type="button"
            aria-controls="hero-slides"
            aria-label="Previous slide"
            onClick={() => setIndex((i) => stepSlide(i, -1, count))}
            className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/20"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
              <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.slug}
              type="button"
              aria-controls="hero-slides"
              aria-label={`Slide ${i + 1}: ${slide.name}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="grid h-8 w-6 place-items-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  i === index ? "w-3.5 bg-white" : "w-2 bg-white/50"
                }`}
              />
            </button>
          ))}
          <button
            type="button"
            aria-controls="hero-slides"
            aria-label="Next slide"
            onClick={() => setIndex((i) => stepSlide(i, 1, count))}
            className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/20"
          >
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
              <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={userPaused ? "Play slide show" : "Pause slide show"}
            onClick={() => setUserPaused((p) => !p)}
            className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/20"
          >
            {userPaused ? (
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
              </svg>
            )}
          </button>
        </div>
      ) : null}
    </section>
  );
}
