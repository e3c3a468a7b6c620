import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Applications to a job opening (static-pages.ts JOB_OPENINGS), with the stored CV (0147). */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    jobId: text("job_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    coverNote: text("cover_note").notNull().default(""),
    /** The server-chosen name in file storage (a PDF checked by its bytes). */
    cvFile: text("cv_file").notNull(),
    cvSize: integer("cv_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_applications_job_idx").on(t.jobId, t.createdAt)],
);
