CREATE TABLE "trip_flight_details" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"onward" jsonb NOT NULL,
	"return" jsonb,
	"pnr" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_quiz_answers" (
	"trip_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_quiz_answers_trip_id_question_id_pk" PRIMARY KEY("trip_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "requested_trips" ADD COLUMN "nurture_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_flight_details" ADD CONSTRAINT "trip_flight_details_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_quiz_answers" ADD CONSTRAINT "trip_quiz_answers_trip_id_requested_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."requested_trips"("id") ON DELETE cascade ON UPDATE no action;