import { findJobOpening, findStaticPage, JOB_OPENINGS, type StaticPage } from "./static-pages";

const NOT_FOUND_PICTURES = [
  { src: "/images/not-found/lost-compass.svg", alt: "A compass spinning over an empty map" },
  { src: "/images/not-found/empty-platform.svg", alt: "An empty railway platform at dusk" },
  { src: "/images/not-found/drifting-boat.svg", alt: "A small boat drifting on calm backwaters" },
  { src: "/images/not-found/foggy-pass.svg", alt: "A mountain road disappearing into fog" },
  { src: "/images/not-found/closed-gate.svg", alt: "A fort gate closed for the night" },
] as const;

export type NotFoundPicture = (typeof NOT_FOUND_PICTURES)[number];

export function createContentService(random: () => number = Math.random) {
  return {
    staticPage: (slug: StaticPage["slug"]) => findStaticPage(slug),
    jobOpenings: () => JOB_OPENINGS,
    jobOpening: (id: string) => findJobOpening(id),
    /** The not-found page shows a random picture (spec §2); chosen on the server so hydration agrees. */
    notFoundPicture(): NotFoundPicture {
      const index = Math.floor(random() * NOT_FOUND_PICTURES.length);
      return NOT_FOUND_PICTURES[Math.min(index, NOT_FOUND_PICTURES.length - 1)] as NotFoundPicture;
    },
    notFoundPictures: () => NOT_FOUND_PICTURES,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
