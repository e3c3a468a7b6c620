// The chatbot's calls (browsing §7): destination parser, slider questions, cache store for
// failures; trips (accounts §7) for a signed-in traveller's request.

import { ApiError } from "../../../common/api-client";
import type { DestinationParserResult, SliderQuestions } from "../../../common/leadbot";
import { api } from "../../lib/api";
import {
  type ApiFailure,
  CREATE_TRIP_PATH,
  type FailureReport,
  PARSER_PATH,
  type TripRequestBody,
} from "./conversation";

const SLIDER_QUESTIONS_PATH = "/browsing/v1/slider_questions";
const CACHE_STORE_PATH = "/browsing/v1/cache_store";

export const leadbotApi = {
  parse: (body: Record<string, unknown>) => api.post<DestinationParserResult>(PARSER_PATH, body),
  sliderQuestions: () =>
    api.get<SliderQuestions>(SLIDER_QUESTIONS_PATH, {
      query: { include_destination_questions: true },
    }),
  createTrip: (body: TripRequestBody) => api.post<{ redirect_url: string }>(CREATE_TRIP_PATH, body),
  /** Fire and forget: a report that cannot be stored is dropped, never shown. */
  report: (report: FailureReport) => {
    api.post(CACHE_STORE_PATH, report).catch(() => {});
  },
};

export { SLIDER_QUESTIONS_PATH };

/** What a failed call tells: its status, body and kind (timeout, network, http…). */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    return { status: error.status, body: error.body, kind: error.kind };
  }
  return {
    status: 0,
    body: error instanceof Error ? error.message : String(error),
    kind: "client",
  };
}
