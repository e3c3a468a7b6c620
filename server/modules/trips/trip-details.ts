import { and, eq, isNull, sql } from "drizzle-orm";
import type { AuthenticatedUser } from "../../../common/roles";
import {
  type FlightDetailsInput,
  type FlightDetailsView,
  type FlightLegView,
  QUIZ_QUESTIONS,
  type QuizAnswersInput,
  type QuizAnswerView,
} from "../../../common/trip-details";
import type { Executor } from "../../db";
import type { TripAction } from "./trip-permissions";
import type { TripRow } from "./trip-rows";
import { requestedTrips, tripFlightDetails, tripQuizAnswers } from "./trips.schema";

/**
 * The quiz answers and flight details of one request (decision 0222): reads and writes on a
 * trip the caller has already authorised (trips.service.ts's `load` and `write`).
 */

const QUESTION_ORDER = new Map(QUIZ_QUESTIONS.map((q, index) => [q.id, index]));

export async function quizAnswersOf(db: Executor, tripId: number): Promise<QuizAnswerView[]> {
  const rows = await db.select().from(tripQuizAnswers).where(eq(tripQuizAnswers.tripId, tripId));
  return rows
    .flatMap((row) => {
      const question = QUIZ_QUESTIONS.find((q) => q.id === row.questionId);
      return question
        ? [
            {
              question_id: row.questionId,
              question: question.question,
              answer: row.answer,
              answered_at: row.answeredAt.toISOString(),
            },
          ]
        : [];
    })
    .sort(
      (a, b) => (QUESTION_ORDER.get(a.question_id) ?? 0) - (QUESTION_ORDER.get(b.question_id) ?? 0),
    );
}

/** Answers replace earlier ones question by question; an empty answer takes one back. */
export async function saveQuizAnswers(
  db: Executor,
  tripId: number,
  input: QuizAnswersInput,
  at: Date,
): Promise<void> {
  for (const { question_id: questionId, answer } of input.answers) {
    if (!answer) {
      await db
        .delete(tripQuizAnswers)
        .where(
          sql`${tripQuizAnswers.tripId} = ${tripId} and ${tripQuizAnswers.questionId} = ${questionId}`,
        );
      continue;
    }
    await db
      .insert(tripQuizAnswers)
      .values({ tripId, questionId, answer, answeredAt: at })
      .onConflictDoUpdate({
        target: [tripQuizAnswers.tripId, tripQuizAnswers.questionId],
        set: { answer, answeredAt: at },
      });
  }
}

const legView = (leg: FlightLegView): FlightLegView => ({
  airline: leg.airline,
  flight_number: leg.flight_number,
  from: leg.from,
  to: leg.to,
  departs_at: leg.departs_at,
  arrives_at: leg.arrives_at,
});

export async function flightDetailsOf(
  db: Executor,
  tripId: number,
): Promise<FlightDetailsView | null> {
  const [row] = await db
    .select()
    .from(tripFlightDetails)
    .where(eq(tripFlightDetails.tripId, tripId))
    .limit(1);
  if (!row) return null;
  return {
    onward: legView(row.onward),
    return: row.return ? legView(row.return) : null,
    pnr: row.pnr,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function saveFlightDetails(
  db: Executor,
  tripId: number,
  input: FlightDetailsInput,
  at: Date,
): Promise<void> {
  const values = {
    onward: legView(input.onward),
    return: input.return ? legView(input.return) : null,
    pnr: input.pnr,
    updatedAt: at,
  };
  await db
    .insert(tripFlightDetails)
    .values({ tripId, ...values })
    .onConflictDoUpdate({ target: tripFlightDetails.tripId, set: values });
}

/** The trips service's part for the quiz, the flights and the nurture mark. */
export function tripDetailsService(deps: {
  db: Executor;
  now: () => Date;
  /** The trip, if the permission table lets the user take the action (trips.service.ts). */
  load(user: AuthenticatedUser, id: number, action: TripAction): Promise<{ row: TripRow }>;
  write<T>(
    user: AuthenticatedUser,
    id: number,
    action: TripAction,
    work: (row: TripRow, tx: Executor) => Promise<T>,
  ): Promise<T>;
}) {
  const { db, now, load, write } = deps;
  const quiz = async (tripId: number) => ({
    questions: QUIZ_QUESTIONS,
    answers: await quizAnswersOf(db, tripId),
  });
  return {
    /** The request's quiz: the questions and the traveller's answers so far (decision 0222). */
    async quizOf(user: AuthenticatedUser, id: number) {
      return quiz((await load(user, id, "readDetails")).row.id);
    },

    async answerQuiz(user: AuthenticatedUser, id: number, input: QuizAnswersInput) {
      await write(user, id, "details", (row, tx) => saveQuizAnswers(tx, row.id, input, now()));
      return quiz(id);
    },

    async flightDetailsOf(user: AuthenticatedUser, id: number): Promise<FlightDetailsView | null> {
      return flightDetailsOf(db, (await load(user, id, "readDetails")).row.id);
    },

    async saveFlightDetails(
      user: AuthenticatedUser,
      id: number,
      input: FlightDetailsInput,
    ): Promise<FlightDetailsView | null> {
      await write(user, id, "details", (row, tx) => saveFlightDetails(tx, row.id, input, now()));
      return flightDetailsOf(db, id);
    },

    /** Marks the nurture mail sent; false when it already was (send-nurture-mail.ts). */
    async markNurtureSent(id: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(requestedTrips)
        .set({ nurtureSentAt: at })
        .where(and(eq(requestedTrips.id, id), isNull(requestedTrips.nurtureSentAt)))
        .returning({ id: requestedTrips.id });
      return updated.length > 0;
    },
  };
}
