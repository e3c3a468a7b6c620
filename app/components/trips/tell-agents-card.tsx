import { getFormProps } from "@conform-to/react";
import { useLocation } from "react-router";
import { formatLocalDateTime } from "../../../common/format";
import {
  FlightDetailsInput,
  type FlightDetailsView,
  type FlightLegView,
  QUIZ_FREE_ANSWER_MAX,
  QUIZ_QUESTIONS,
  type QuizAnswerView,
  QuizForm,
} from "../../../common/trip-details";
import { FormError, SubmitButton, TextField } from "../auth/fields";
import { ChoiceGroup } from "./choice-group";
import { type TripActionReply, useTripForm } from "./use-trip-form";

interface TellAgentsCardProps {
  answers: QuizAnswerView[];
  flights: FlightDetailsView | null;
  pageReply?: TripActionReply | null;
}

const LEG_FIELDS = [
  ["flight_number", "Flight number"],
  ["airline", "Airline (optional)"],
  ["from", "From (airport code)"],
  ["to", "To (airport code)"],
] as const;

/** "IndiGo 6E 6231: BLR 12 Jan 2027, 7:10 am → COK 12 Jan 2027, 8:25 am" (airports' own times). */
function legLine(leg: FlightLegView): string {
  const airline = leg.airline ? `${leg.airline} ` : "";
  return `${airline}${leg.flight_number}: ${leg.from} ${formatLocalDateTime(leg.departs_at)} → ${leg.to} ${formatLocalDateTime(leg.arrives_at)}`;
}

/**
 * What the traveller tells the agents beyond the request form (decision 0222): a few quick
 * questions and the flights, both read by the agents quoting the request on their lead.
 */
export function TellAgentsCard({ answers, flights, pageReply }: TellAgentsCardProps) {
  const { pathname } = useLocation();
  const quiz = useTripForm("quiz", QuizForm, {
    pageReply,
    defaultValue: Object.fromEntries(answers.map((a) => [a.question_id, a.answer])),
  });
  const flight = useTripForm("flights", FlightDetailsInput, {
    pageReply,
    // Conform takes nested defaults for the legs' dotted field names.
    defaultValue: (flights
      ? { onward: flights.onward, return: flights.return ?? undefined, pnr: flights.pnr }
      : {}) as unknown as Record<string, string | undefined>,
  });
  const quizFields = quiz.fields as unknown as Record<
    string,
    Parameters<typeof TextField>[0]["field"]
  >;
  const legs = flight.fields as unknown as Record<
    "onward" | "return",
    { getFieldset(): Record<string, Parameters<typeof TextField>[0]["field"]> }
  >;
  return (
    <section
      aria-labelledby="tell-agents-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
      data-testid="tell-agents"
    >
      <h2 id="tell-agents-title" className="text-lg font-bold text-slate-900">
        Help your agents plan
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A few answers and your flights let the agents fit the plan to you. Only the agents quoting
        this request and our team see them.
      </p>
      <quiz.fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(quiz.form)}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="quiz" />
        <FormError id={quiz.form.errorId} errors={quiz.form.errors} />
        {QUIZ_QUESTIONS.map((question) => {
          const field = quizFields[question.id];
          if (!field) return null;
          return question.options.length > 0 ? (
            <ChoiceGroup
              key={question.id}
              field={field}
              legend={question.question}
              options={question.options.map((o) => ({ value: o, label: o }))}
            />
          ) : (
            <TextField
              key={question.id}
              field={field}
              label={question.question}
              type="text"
              hint={
                <p className="mt-1 text-xs text-slate-500">
                  Up to {QUIZ_FREE_ANSWER_MAX} characters.
                </p>
              }
            />
          );
        })}
        <div className="sm:w-48">
          <SubmitButton busy={quiz.busy} busyLabel="Saving…">
            Save answers
          </SubmitButton>
        </div>
      </quiz.fetcher.Form>

      <flight.fetcher.Form
        method="post"
        action={pathname}
        {...getFormProps(flight.form)}
        className="mt-6 space-y-4 border-t border-slate-100 pt-5"
      >
        <input type="hidden" name="intent" value="flights" />
        <h3 className="text-base font-semibold text-slate-900">Your flights</h3>
        {flights ? (
          <ul className="space-y-1 text-sm text-slate-700" data-testid="saved-flights">
            <li>Onward: {legLine(flights.onward)}</li>
            {flights.return ? <li>Return: {legLine(flights.return)}</li> : null}
            {flights.pnr ? <li>PNR {flights.pnr}</li> : null}
          </ul>
        ) : null}
        <details open={!flights || Boolean(flight.form.errors?.length) || !flight.form.valid}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {flights ? "Change your flights" : "Add your flights"}
          </summary>
          <div className="mt-3 space-y-4">
            <FormError id={flight.form.errorId} errors={flight.form.errors} />
            {(["onward", "return"] as const).map((legName) => {
              const leg = legs[legName].getFieldset();
              return (
                <fieldset key={legName} className="grid gap-3 sm:grid-cols-2">
                  <legend className="mb-1 text-sm font-semibold text-slate-800">
                    {legName === "onward" ? "Onward flight" : "Return flight (optional)"}
                  </legend>
                  {LEG_FIELDS.map(([name, label]) =>
                    leg[name] ? (
                      <TextField key={name} field={leg[name]} label={label} type="text" />
                    ) : null,
                  )}
                  {leg.departs_at ? (
                    <TextField
                      field={leg.departs_at}
                      label="Departs (local time)"
                      type="datetime-local"
                    />
                  ) : null}
                  {leg.arrives_at ? (
                    <TextField
                      field={leg.arrives_at}
                      label="Arrives (local time)"
                      type="datetime-local"
                    />
                  ) : null}
                </fieldset>
              );
            })}
            {flight.fields.pnr ? (
              <TextField
                field={flight.fields.pnr as Parameters<typeof TextField>[0]["field"]}
                label="PNR (optional)"
                type="text"
                className="sm:w-64"
              />
            ) : null}
            <div className="sm:w-48">
              <SubmitButton busy={flight.busy} busyLabel="Saving…">
                Save flights
              </SubmitButton>
            </div>
          </div>
        </details>
      </flight.fetcher.Form>
    </section>
  );
}
