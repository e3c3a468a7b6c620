// What the chatbot does with a parsed draft: lay the slider's answers over it, and point at the
// listing of the one destination it names.
import {
  type BudgetRange,
  type KnownDuration,
  type KnownTripType,
  SLIDER_QUESTION_INDEX as Q,
  type SliderAnswers,
  type TripDraft,
} from "../../../common/leadbot";
import {
  buildListingUrl,
  defaultListingFilters,
  type ListingBase,
} from "../../../common/listing-url";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { MESSAGES } from "../../../common/messages";
import { durationBucketOf, MONTH_NOT_DECIDED } from "../../../common/trips";
import { AppError } from "../../lib/errors";
import { budgetRangeOf, findPlace, type Gazetteer } from "./destination-parser";

const NOT_DECIDED = MONTH_NOT_DECIDED;

function answerError(index: string): AppError {
  const field = `rbt_index_question_answer_map.${index}`;
  return new AppError("invalid_input", "invalid_input", MESSAGES.notValid, [
    { code: "invalid_input", message: MESSAGES.notValid, field },
  ]);
}

/**
 * The slider's answers are choices the traveller made on purpose, so each one replaces what the
 * text said about the same thing. 'Not decided' tells nothing, so it replaces nothing. A finer
 * parsed value that disagrees with a chosen bucket is dropped (6 days against "7-9").
 * The phone answer is not part of the draft.
 */
export function mergeSliderAnswers(
  draft: TripDraft,
  answers: SliderAnswers,
  gazetteer: Gazetteer,
): TripDraft {
  const merged: TripDraft = { ...draft };
  const chosen = (index: string) => {
    const answer = answers[index as keyof SliderAnswers];
    return answer === undefined || answer === NOT_DECIDED ? null : answer;
  };

  const destination = chosen(Q.destination);
  if (destination !== null) {
    const place = findPlace(gazetteer, destination);
    if (!place) throw answerError(Q.destination);
    merged.destinations = [place];
    merged.excluded_destinations = draft.excluded_destinations.filter(
      (e) => e.destination_slug !== place.destination_slug,
    );
  }

  const month = chosen(Q.month);
  if (month !== null) merged.month = month;

  const duration = chosen(Q.duration) as KnownDuration | null;
  if (duration !== null) {
    merged.duration = duration;
    if (draft.days !== null && durationBucketOf(draft.days) !== duration) merged.days = null;
  }

  const tripType = chosen(Q.trip_type) as KnownTripType | null;
  if (tripType !== null) merged.trip_type = tripType;

  const adults = chosen(Q.adults);
  if (adults !== null) merged.adults = Number(adults);
  const children = chosen(Q.children);
  if (children !== null) merged.children = Number(children);

  const budget = chosen(Q.budget) as BudgetRange | null;
  if (budget !== null) {
    merged.budget_range = budget;
    const perPerson = draft.budget_per_person;
    if (perPerson !== null && budgetRangeOf(perPerson) !== budget) merged.budget_per_person = null;
  }
  return merged;
}

const LISTING_BASE_BY_TRIP_TYPE: Record<KnownTripType, ListingBase> = {
  honeymoon: "honeymoon-packages",
  family: "family-packages",
  friends: "friends-packages",
  tour: "tour-packages",
};

/**
 * The listing to send the traveller to when the draft names exactly one destination that sells
 * packages (its cities count as that destination), filtered by what the draft knows.
 */
export function listingUrlFor(draft: TripDraft): string | null {
  const [first] = draft.destinations;
  if (!first?.has_packages) return null;
  if (draft.destinations.some((d) => d.destination_slug !== first.destination_slug)) return null;
  const filters = defaultListingFilters();
  // The listing writes the last duration bucket ">13"; the trip form writes it "13+".
  if (draft.duration) filters.days = [draft.duration === "13+" ? ">13" : draft.duration];
  if (draft.budget_range) filters.priceRanges = [draft.budget_range];
  if (draft.month) filters.months = [Number(draft.month.slice(5, 7))];
  filters.cities = draft.destinations.filter((d) => d.kind === "city").map((d) => d.slug);
  return buildListingUrl({
    locale: DEFAULT_LOCALE,
    base: draft.trip_type ? LISTING_BASE_BY_TRIP_TYPE[draft.trip_type] : "tour-packages",
    prefix: null,
    duration: null,
    destination: first.destination_slug,
    destinationType: null,
    page: 1,
    filters,
  });
}
