CREATE TABLE "hotel_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"board" text NOT NULL,
	"rate_class" text NOT NULL,
	"rate_key" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"status" text NOT NULL,
	"form_token" text NOT NULL,
	"payment_id" text,
	"refund_minor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hotel_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_city" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"trip_type" text NOT NULL,
	"stayed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"taken" smallint NOT NULL,
	CONSTRAINT "hotel_room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"max_guests" smallint NOT NULL,
	"bed" text NOT NULL,
	"size_sqm" smallint NOT NULL,
	"boards" text[] NOT NULL,
	"base_price_minor" integer NOT NULL,
	"allotment" smallint NOT NULL,
	"free_cancel_days" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"destination_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"star_rating" smallint NOT NULL,
	"themes" text[] NOT NULL,
	"facility_ids" smallint[] NOT NULL,
	"trip_types" text[] NOT NULL,
	"address_line" text NOT NULL,
	"address_brief" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"landmark_name" text NOT NULL,
	"landmark_slug" text NOT NULL,
	"landmark_km" real NOT NULL,
	"centre_km" real NOT NULL,
	"nearby_landmarks" text[] NOT NULL,
	"user_rating" real NOT NULL,
	"user_rating_text" text NOT NULL,
	"reviews_count" integer NOT NULL,
	"description" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"is_bookable_b2c" boolean NOT NULL,
	"top_rated_luxury" boolean NOT NULL,
	"top_rated_budget" boolean NOT NULL,
	"recommended" boolean NOT NULL,
	"score" smallint NOT NULL,
	"min_price_minor" integer NOT NULL,
	"price_level" smallint NOT NULL,
	"discount_percent" smallint NOT NULL,
	"gallery_count" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reviews" ADD CONSTRAINT "hotel_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_user_idx" ON "hotel_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_user_token_uq" ON "hotel_bookings" USING btree ("user_id","form_token");--> statement-breakpoint
CREATE INDEX "hotel_reviews_hotel_idx" ON "hotel_reviews" USING btree ("hotel_id","stayed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_types_hotel_code_uq" ON "hotel_room_types" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_slug_uq" ON "hotels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotels_destination_score_idx" ON "hotels" USING btree ("destination_id","score","id");--> statement-breakpoint
CREATE INDEX "hotels_destination_price_idx" ON "hotels" USING btree ("destination_id","min_price_minor","id");--> statement-breakpoint
CREATE INDEX "hotels_destination_rating_idx" ON "hotels" USING btree ("destination_id","user_rating","id");--> statement-breakpoint
CREATE INDEX "hotels_city_score_idx" ON "hotels" USING btree ("city_id","score","id");