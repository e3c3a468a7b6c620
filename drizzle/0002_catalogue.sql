CREATE TABLE "destination_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_inr" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_cities" (
	"package_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "package_cities_package_id_position_pk" PRIMARY KEY("package_id","position")
);
--> statement-breakpoint
CREATE TABLE "package_days" (
	"package_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "package_days_package_id_day_pk" PRIMARY KEY("package_id","day")
);
--> statement-breakpoint
CREATE TABLE "package_month_prices" (
	"package_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"start_price_minor" bigint NOT NULL,
	"end_price_minor" bigint NOT NULL,
	CONSTRAINT "package_month_prices_package_id_month_pk" PRIMARY KEY("package_id","month")
);
--> statement-breakpoint
CREATE TABLE "package_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"author" text NOT NULL,
	"city" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"travelled_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"family_key" text NOT NULL,
	"name" text NOT NULL,
	"heading" text NOT NULL,
	"destination_id" integer NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"categories" text[] NOT NULL,
	"trip_types" text[] NOT NULL,
	"inclusions" text[] NOT NULL,
	"inclusion_details" text[] NOT NULL,
	"exclusions" text[] NOT NULL,
	"hotel_category" smallint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"base_price_minor" bigint NOT NULL,
	"min_price_minor" bigint NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"labels" text[] NOT NULL,
	"overview" text NOT NULL,
	"popularity" integer NOT NULL,
	"rating" double precision NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "seo_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "destination_faqs" ADD CONSTRAINT "destination_faqs_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_cities" ADD CONSTRAINT "package_cities_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_cities" ADD CONSTRAINT "package_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_days" ADD CONSTRAINT "package_days_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_days" ADD CONSTRAINT "package_days_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_month_prices" ADD CONSTRAINT "package_month_prices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_faqs_destination_idx" ON "destination_faqs" USING btree ("destination_id","position");--> statement-breakpoint
CREATE INDEX "package_cities_city_idx" ON "package_cities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "package_month_prices_month_price_idx" ON "package_month_prices" USING btree ("month","start_price_minor");--> statement-breakpoint
CREATE INDEX "package_reviews_package_idx" ON "package_reviews" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_slug_uq" ON "packages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "packages_destination_popularity_idx" ON "packages" USING btree ("destination_id","popularity");--> statement-breakpoint
CREATE INDEX "packages_popularity_idx" ON "packages" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "packages_min_price_idx" ON "packages" USING btree ("min_price_minor");--> statement-breakpoint
CREATE INDEX "packages_days_idx" ON "packages" USING btree ("days");--> statement-breakpoint
CREATE INDEX "packages_family_idx" ON "packages" USING btree ("family_key");--> statement-breakpoint
CREATE INDEX "packages_categories_gin" ON "packages" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "packages_trip_types_gin" ON "packages" USING gin ("trip_types");--> statement-breakpoint
CREATE INDEX "packages_inclusions_gin" ON "packages" USING gin ("inclusions");