import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_DESTINATIONS } from "../../../common/default-destinations";
import { formatRupees } from "../../../common/format";
import type {
  DestinationParserResult,
  SliderQuestion,
  SliderQuestions,
  SliderStep,
} from "../../../common/leadbot";
import { parseLocalePath } from "../../../common/locale";
import { MESSAGES } from "../../../common/messages";
import { MONTH_NAMES } from "../../../common/months";
import { safeRedirectPath } from "../../../common/safe-redirect";
import { trackEvent } from "../../lib/tracking";
import { CloseIcon } from "../close-icon";
import {
  type Answers,
  type FinishOutcome,
  failureReport,
  finishConversation,
  initialAnswer,
  isAnswerGiven,
  mergedDraft,
  PARSER_PATH,
  remainingSteps,
  stepComplete,
  understood,
} from "./conversation";
import { failureOf, leadbotApi, SLIDER_QUESTIONS_PATH } from "./leadbot-api";
import type { OpenedBy } from "./leadbot-body";

const USER_INPUT_MAX = 500;
const EXAMPLES = [
  "Kerala honeymoon in March",
  "Goa 5 days with friends",
  "Thailand, family of 4, 60k per person",
];
const QUICK_DESTINATIONS = DEFAULT_DESTINATIONS.slice(0, 6);

interface Message {
  id: number;
  from: "bot" | "user";
  text: string;
  chips?: string[];
}

type Stage =
  | { name: "ask" }
  | { name: "thinking" }
  | { name: "slider"; steps: SliderStep[]; index: number }
  | { name: "finishing" };

const GREETING: Message = {
  id: 0,
  from: "bot",
  text: "Hi! Where would you like to go? Tell me in your own words: the place, when, for how long and who is coming.",
};

function monthLabel(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : value;
}

function randomId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return Math.random().toString(36).slice(2);
  }
}

/**
 * The conversation (browsing §2 lead chatbot, §4 funnel steps): a free-text question read by
 * the destination parser, then the preferences slider's steps with only what the text left
 * open, then a request (signed-in traveller) or the prefilled request form (visitor). A
 * non-modal dialog: it may open by itself, so it never takes focus or blocks the page then;
 * opened from the launcher, it takes focus, and Escape or the close button give it back.
 */
export default function ChatPanel({
  open,
  openedBy,
  signedIn,
  onClose,
  onFinished,
}: {
  open: boolean;
  openedBy: OpenedBy;
  signedIn: boolean;
  onClose: (returnFocus: boolean) => void;
  onFinished: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [messages, setMessages] = useState<Message[]>([GREETING]);
  const [stage, setStage] = useState<Stage>({ name: "ask" });
  const [text, setText] = useState("");
  const [said, setSaid] = useState("");
  const [draft, setDraft] = useState<DestinationParserResult | null>(null);
  const [questions, setQuestions] = useState<SliderQuestions | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [showErrors, setShowErrors] = useState(false);
  const questionsLoad = useRef<Promise<SliderQuestions | null> | null>(null);
  const answeredFirst = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const ids = { form: useId(), input: useId() };

  const page = () => ({
    pathname: location.pathname,
    href: window.location.href,
    localePrefix: parseLocalePath(location.pathname).locale.prefix,
  });

  function report(
    step: Parameters<typeof failureReport>[0]["step"],
    path: string,
    params: unknown,
    error: unknown,
    end: boolean,
  ) {
    leadbotApi.report(
      failureReport({
        step,
        path,
        params,
        failure: failureOf(error),
        end,
        page: location.pathname,
        at: new Date(),
        id: randomId(),
      }),
    );
  }

  function loadQuestions(): Promise<SliderQuestions | null> {
    questionsLoad.current ??= leadbotApi.sliderQuestions().catch((error: unknown) => {
      report(
        "slider_questions",
        SLIDER_QUESTIONS_PATH,
        { include_destination_questions: true },
        error,
        false,
      );
      questionsLoad.current = null;
      return null;
    });
    return questionsLoad.current;
  }

  // The questions are wanted as soon as the first answer is in: fetch them while it is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    void loadQuestions();
  }, []);

  useEffect(() => {
    if (open) trackEvent("Module Viewed", { opened_by: openedBy });
  }, [open, openedBy]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as it grows
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, stage]);

  const stageKey = stage.name === "slider" ? `slider-${stage.index}` : stage.name;
  useEffect(() => {
    if (stageKey.startsWith("slider")) stepHeading.current?.focus({ preventScroll: true });
  }, [stageKey]);

  function say(from: Message["from"], text: string, chips?: string[]) {
    const id = nextId.current++;
    setMessages((list) => [...list, { id, from, text, chips }]);
  }

  function close() {
    const returnFocus = Boolean(panel.current?.contains(document.activeElement));
    onClose(returnFocus);
  }

  async function ask(value: string) {
    const userInput = value.trim().slice(0, USER_INPUT_MAX);
    if (!userInput || stage.name !== "ask") return;
    say("user", userInput);
    setText("");
    setSaid(userInput);
    if (!answeredFirst.current) {
      answeredFirst.current = true;
      trackEvent("First Question Answered", { opened_by: openedBy });
    }
    setStage({ name: "thinking" });

    const params = {
      user_input: userInput,
      parse_negation: true,
      parse_destination: true,
      can_filter: true,
    };
    const [parsed, loaded] = await Promise.all([
      leadbotApi.parse(params).catch((error: unknown) => {
        report("parse", PARSER_PATH, params, error, false);
        return null;
      }),
      loadQuestions(),
    ]);
    const slider = loaded ?? (await loadQuestions());
    setDraft(parsed);
    setQuestions(slider);

    const got = parsed ? understood(parsed, { month: monthLabel }) : [];
    if (got.length) say("bot", "Got it:", got);
    if (!slider) {
      // Without the slider's questions the request form asks them instead.
      void finish({ userInput, parsed, steps: [], answers: {} });
      return;
    }
    const steps = remainingSteps(slider.steps, parsed, { askPhone: signedIn });
    const last = slider.steps[slider.steps.length - 1];
    // The last step always shows: the traveller's summary (and the phone when we create the
    // request here), so nobody is sent on without seeing what was understood.
    if (last && steps[steps.length - 1]?.step !== last.step) steps.push({ ...last, questions: [] });
    const initial: Answers = {};
    for (const q of steps.flatMap((s) => s.questions)) initial[q.key] = initialAnswer(q);
    setAnswers(initial);
    say(
      "bot",
      got.length
        ? "A few quick questions and local experts can send you quotes."
        : "Happy to help you plan it. A few quick questions:",
    );
    setShowErrors(false);
    setStage({ name: "slider", steps, index: 0 });
  }

  async function finish(input: {
    userInput: string;
    parsed: DestinationParserResult | null;
    steps: SliderStep[];
    answers: Answers;
  }) {
    setStage({ name: "finishing" });
    say("bot", signedIn ? "Sending your request to local experts…" : "Taking you to your request…");
    const here = page();
    const outcome: FinishOutcome = await finishConversation({
      userInput: input.userInput,
      draft: input.parsed,
      steps: input.steps,
      answers: input.answers,
      signedIn,
      page: here,
      deps: {
        parse: leadbotApi.parse,
        createTrip: leadbotApi.createTrip,
        report: (step, path, params, error) => report(step, path, params, error, true),
      },
    });
    const target =
      outcome.kind === "created"
        ? safeRedirectPath(`${here.localePrefix}${outcome.redirectUrl}`, `${here.localePrefix}/`)
        : outcome.path;
    trackEvent("Flow Completed", {
      opened_by: openedBy,
      outcome: outcome.kind === "created" ? "trip_created" : "request_form",
      fallback: outcome.kind === "form" && outcome.reason === "failure",
    });
    onFinished();
    navigate(target);
    // A later visit to the launcher starts a new conversation.
    setMessages([GREETING]);
    setStage({ name: "ask" });
    setDraft(null);
    setAnswers({});
    setSaid("");
  }

  function submitStep(event: FormEvent) {
    event.preventDefault();
    if (stage.name !== "slider") return;
    const step = stage.steps[stage.index];
    if (!step) return;
    if (!stepComplete(step, answers)) {
      setShowErrors(true);
      panel.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setShowErrors(false);
    if (stage.index < stage.steps.length - 1) {
      setStage({ ...stage, index: stage.index + 1 });
      return;
    }
    void finish({ userInput: said, parsed: draft, steps: stage.steps, answers });
  }

  const step = stage.name === "slider" ? stage.steps[stage.index] : undefined;
  const isLast = stage.name === "slider" && stage.index === stage.steps.length - 1;

  return (
    <Dialog.Root
      open={open}
      modal={false}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Content
        ref={panel}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // Opened by itself, it must not pull the reader out of the page.
          if (openedBy === "launcher") {
            (stage.name === "slider" ? stepHeading.current : input.current)?.focus();
          }
        }}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        // Docked, never floating over the page (decision 0205): a bottom sheet above any bottom
        // bar on phones and tablets, a side panel below the header on wide screens; app.css pads the
        // page by the sheet's height or the panel's width while it is open.
        data-chat-panel=""
        className="fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-40 flex h-[var(--chat-sheet-height)] flex-col overflow-hidden rounded-t-2xl border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)] focus:outline-none lg:inset-x-auto lg:top-[var(--site-header-height)] lg:right-0 lg:bottom-0 lg:h-auto lg:w-[var(--chat-panel-width)] lg:rounded-none lg:border-t-0 lg:border-l lg:shadow-none motion-safe:transition motion-safe:duration-200 motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0 lg:motion-safe:starting:translate-x-4 lg:motion-safe:starting:translate-y-0"
      >
        <header className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
          <span
            aria-hidden="true"
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white/15"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" aria-hidden="true">
              <path
                d="M12 21s-7-5.8-7-11.2A7 7 0 0 1 12 3a7 7 0 0 1 7 6.8C19 15.2 12 21 12 21Z"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="12" cy="10" r="2.5" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-bold leading-tight">Plan your trip</Dialog.Title>
            <p className="text-xs text-brand-100">Free quotes from up to 3 local experts</p>
          </div>
          <Dialog.Close
            aria-label="Close trip planner"
            className="rounded-full p-1.5 text-white/80 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon />
          </Dialog.Close>
        </header>

        <div ref={scroller} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4">
          <ol aria-live="polite" aria-label="Conversation" className="space-y-3">
            {messages.map((m) => (
              <li key={m.id} className={m.from === "user" ? "flex justify-end" : "flex"}>
                <div
                  className={
                    m.from === "user"
                      ? "max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-3.5 py-2 text-sm text-white"
                      : "max-w-[90%] rounded-2xl rounded-bl-md bg-white px-3.5 py-2 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200"
                  }
                >
                  <span className="sr-only">{m.from === "user" ? "You: " : "Trip planner: "}</span>
                  {m.text}
                  {m.chips?.length ? (
                    <span className="mt-1.5 flex flex-wrap gap-1.5">
                      {m.chips.map((chip) => (
                        <span
                          key={chip}
                          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                        >
                          {chip}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
            {stage.name === "thinking" || stage.name === "finishing" ? (
              <li className="flex">
                <span className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200">
                  <span className="sr-only">Working on it…</span>
                  {[0, 1, 2].map((i) => (
                    <span
                      key={i}
                      aria-hidden="true"
                      className="h-1.5 w-1.5 rounded-full bg-slate-400 motion-safe:animate-pulse"
                      style={{ animationDelay: `${i * 150}ms` }}
                    />
                  ))}
                </span>
              </li>
            ) : null}
          </ol>

          {stage.name === "slider" && step ? (
            <form
              id={ids.form}
              noValidate
              onSubmit={submitStep}
              aria-labelledby={`${ids.form}-title`}
              className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Step {stage.index + 1} of {stage.steps.length}
              </p>
              <h3
                id={`${ids.form}-title`}
                ref={stepHeading}
                tabIndex={-1}
                className="mt-0.5 text-base font-bold text-slate-900 focus:outline-none"
              >
                {step.title}
              </h3>
              {isLast ? (
                <Summary
                  draft={draft}
                  answers={answers}
                  questions={questions}
                  visitor={!signedIn}
                />
              ) : null}
              <div className="mt-3 space-y-4">
                {step.questions.map((q) => (
                  <Question
                    key={q.key}
                    question={q}
                    value={answers[q.key] ?? ""}
                    invalid={showErrors && q.required && !isAnswerGiven(q, answers[q.key])}
                    onChange={(value) => setAnswers((a) => ({ ...a, [q.key]: value }))}
                  />
                ))}
              </div>
            </form>
          ) : null}
        </div>

        {stage.name === "ask" || stage.name === "thinking" ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void ask(text);
            }}
            className="border-t border-slate-200 bg-white p-3"
          >
            {messages.length === 1 ? (
              <div className="mb-2 flex flex-wrap gap-1.5">
                {EXAMPLES.map((example) => (
                  <button
                    key={example}
                    type="button"
                    onClick={() => void ask(example)}
                    className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:border-brand-600"
                  >
                    {example}
                  </button>
                ))}
              </div>
            ) : null}
            <div className="flex items-end gap-2">
              <label htmlFor={ids.input} className="sr-only">
                Where would you like to go?
              </label>
              <textarea
                id={ids.input}
                ref={input}
                value={text}
                rows={2}
                maxLength={USER_INPUT_MAX}
                disabled={stage.name !== "ask"}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    void ask(text);
                  }
                }}
                placeholder="e.g. Goa in December, 5 days, 2 adults"
                className="min-h-[2.75rem] flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50"
              />
              <button
                type="submit"
                disabled={stage.name !== "ask" || !text.trim()}
                className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-sun-500 text-slate-900 hover:bg-sun-400 disabled:cursor-not-allowed disabled:bg-slate-300"
              >
                <span className="sr-only">Send</span>
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="none">
                  <path
                    d="M3.5 10h12M11 5l5 5-5 5"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </div>
          </form>
        ) : null}

        {stage.name === "slider" ? (
          <div className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
            {stage.index > 0 ? (
              <button
                type="button"
                onClick={() => {
                  setShowErrors(false);
                  setStage({ ...stage, index: stage.index - 1 });
                }}
                className="rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-600 hover:bg-slate-100"
              >
                Back
              </button>
            ) : null}
            <button
              type="submit"
              form={ids.form}
              className="ml-auto rounded-lg bg-sun-500 px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-sm hover:bg-sun-400"
            >
              {!isLast ? "Next" : signedIn ? "Send my request" : "Continue"}
            </button>
          </div>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const chipClass =
  "flex cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40";
const fieldClass =
  "block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

function Question({
  question: q,
  value,
  invalid,
  onChange,
}: {
  question: SliderQuestion;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = invalid ? (
    <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
      {q.type === "phone" ? MESSAGES.invalidPhone : "Please tell us where you would like to go"}
    </p>
  ) : null;

  if (q.type === "single_choice") {
    return (
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{q.title}</legend>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {q.options.map((o) => (
            <label key={o.value} className={chipClass}>
              <input
                type="radio"
                name={`${id}-${q.key}`}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
                className="sr-only"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (q.type === "number") {
    const n = Number(value) || 0;
    const set = (next: number) => onChange(String(Math.min(q.max, Math.max(q.min, next))));
    return (
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {q.title}
        </label>
        <div className="flex items-center rounded-lg border border-slate-300">
          <button
            type="button"
            onClick={() => set(n - 1)}
            disabled={n <= q.min}
            aria-label={`Fewer ${q.title.toLowerCase()}`}
            className="h-9 w-9 rounded-l-lg text-lg text-slate-600 hover:bg-slate-100 disabled:text-slate-300"
          >
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={q.min}
            max={q.max}
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 2))}
            onBlur={() => set(n)}
            className="h-9 w-11 border-x border-slate-300 text-center text-sm text-slate-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-brand-600/30 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => set(n + 1)}
            disabled={n >= q.max}
            aria-label={`More ${q.title.toLowerCase()}`}
            className="h-9 w-9 rounded-r-lg text-lg text-slate-600 hover:bg-slate-100 disabled:text-slate-300"
          >
            +
          </button>
        </div>
      </div>
    );
  }

  if (q.type === "phone") {
    const [code = q.default_dial_code, number = ""] = value.split(" ");
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">{q.title}</p>
        <div className="mt-2 grid grid-cols-[8.5rem_1fr] gap-2">
          <div>
            <label htmlFor={`${id}-code`} className="sr-only">
              Country code
            </label>
            <select
              id={`${id}-code`}
              value={code}
              onChange={(event) => onChange(`${event.target.value} ${number}`)}
              className={fieldClass}
            >
              {q.dial_codes.map((d, i) => (
                // Codes repeat (+1 is two countries), so the position keys them.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                <option key={i} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id} className="sr-only">
              {q.label}
            </label>
            <input
              id={id}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={q.label}
              value={number}
              maxLength={15}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange(`${code} ${event.target.value.replace(/\D/g, "")}`)}
              className={fieldClass}
            />
          </div>
        </div>
        {error}
        <p className="mt-1 text-xs text-slate-500">
          Only the agents quoting for your trip can call you.
        </p>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {q.title}
      </label>
      <input
        id={id}
        value={value}
        maxLength={q.max_length}
        autoComplete="off"
        placeholder={q.placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1.5 ${fieldClass}`}
      />
      {error}
      <div className="mt-2 flex flex-wrap gap-1.5">
        {QUICK_DESTINATIONS.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => onChange(name)}
            aria-pressed={value === name}
            className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs text-slate-700 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the request will say, before it is sent (or before the form opens). */
function Summary({
  draft,
  answers,
  questions,
  visitor,
}: {
  draft: DestinationParserResult | null;
  answers: Answers;
  questions: SliderQuestions | null;
  visitor: boolean;
}) {
  const m = mergedDraft(draft, answers);
  const all = questions?.steps.flatMap((s) => s.questions) ?? [];
  const label = (key: string, value: string | null) => {
    const q = all.find((x) => x.key === key);
    const option = q?.type === "single_choice" ? q.options.find((o) => o.value === value) : null;
    return option?.label ?? value;
  };
  const rows: [string, string][] = [];
  if (m.places.length) rows.push(["Destination", m.places.join(", ")]);
  rows.push(["When", m.month ? monthLabel(m.month) : "Not decided"]);
  rows.push([
    "Duration",
    m.days !== null ? `${m.days} days` : (label("duration", m.duration) ?? "Not decided"),
  ]);
  if (m.tripType) rows.push(["Trip type", label("trip_type", m.tripType) ?? m.tripType]);
  const people = [
    `${m.adults ?? 2} ${(m.adults ?? 2) === 1 ? "adult" : "adults"}`,
    m.children ? `${m.children} ${m.children === 1 ? "child" : "children"}` : null,
  ].filter(Boolean);
  rows.push(["Travellers", people.join(", ")]);
  if (m.budget !== null) {
    const range = draft?.budget_per_person ?? null;
    rows.push([
      "Budget",
      range !== null
        ? `${formatRupees(range)} per person`
        : `${label("budget", answers.budget ?? draft?.budget_range ?? null)} per person`,
    ]);
  }
  return (
    <div className="mt-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {visitor ? (
        <p className="mt-3 text-sm text-slate-600">
          Next, add your phone number and sign in or create a free account, so agents can send you
          their quotes. Everything above stays filled in.
        </p>
      ) : null}
    </div>
  );
}
