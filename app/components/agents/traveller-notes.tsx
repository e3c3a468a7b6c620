import { formatLocalDateTime } from "../../../common/format";
import type {
  FlightDetailsView,
  FlightLegView,
  QuizAnswerView,
} from "../../../common/trip-details";

interface TravellerNotesProps {
  answers: QuizAnswerView[];
  flights: FlightDetailsView | null;
}

function Leg({ label, leg }: { label: string; leg: FlightLegView }) {
  return (
    <li>
      <span className="font-semibold text-slate-900">{label}:</span>{" "}
      {leg.airline ? `${leg.airline} ` : ""}
      {leg.flight_number}, {leg.from} {formatLocalDateTime(leg.departs_at)} → {leg.to}{" "}
      {formatLocalDateTime(leg.arrives_at)}
    </li>
  );
}

/**
 * What the traveller told the agents on the request page (decision 0222): the quiz answers and
 * the flights, for fitting the first and last days to the flights and the plan to the occasion.
 */
export function TravellerNotes({ answers, flights }: TravellerNotesProps) {
  return (
    <section
      aria-labelledby="traveller-notes-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="traveller-notes"
    >
      <h2 id="traveller-notes-title" className="text-base font-bold text-slate-900">
        What the traveller told you
      </h2>
      {answers.length ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {answers.map((a) => (
            <div key={a.question_id}>
              <dt className="text-slate-500">{a.question}</dt>
              <dd className="font-medium text-slate-900">{a.answer}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-500">No answers to the trip questions yet.</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Flights</h3>
      {flights ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          <Leg label="Onward" leg={flights.onward} />
          {flights.return ? <Leg label="Return" leg={flights.return} /> : null}
          {flights.pnr ? <li>PNR {flights.pnr}</li> : null}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">No flights given yet.</p>
      )}
    </section>
  );
}
