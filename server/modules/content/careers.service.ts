import {
  CAREER_CV_MAX_BYTES,
  type CareerApplicationInput,
  HIRING_INBOX,
} from "../../../common/career";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import type { Mailer } from "../../mail/mailer";
import type { FileStorage } from "../../storage/file-storage";
import { sniffFileType } from "../../storage/file-type";
import { jobApplications } from "./content.schema";
import { findJobOpening } from "./static-pages";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Career apply: a PDF CV checked by its bytes and size, stored under a server-chosen name, the
 * application row, and a mail to the hiring inbox (issue 13 item 4).
 */
export function createCareersService(deps: { db: Db; storage: FileStorage; mailer: Mailer }) {
  return {
    async apply(
      jobId: string,
      input: CareerApplicationInput,
      cv: Uint8Array | null,
    ): Promise<{ id: number }> {
      const job = findJobOpening(jobId);
      if (!job) throw new AppError("not_found", "job_not_found", "No such opening");
      if (!cv || cv.byteLength === 0) {
        throw new AppError("invalid_input", "cv_required", "Attach your CV as a PDF", [
          { code: "cv_required", message: "Attach your CV as a PDF", field: "cv" },
        ]);
      }
      if (cv.byteLength > CAREER_CV_MAX_BYTES) {
        throw new AppError(
          "invalid_input",
          "cv_too_large",
          "The CV must be a PDF of at most 2 MB",
          [{ code: "cv_too_large", message: "The CV must be a PDF of at most 2 MB", field: "cv" }],
        );
      }
      if (sniffFileType(cv.subarray(0, 16))?.type !== "application/pdf") {
        throw new AppError("invalid_input", "cv_not_pdf", "The CV must be a PDF", [
          { code: "cv_not_pdf", message: "The CV must be a PDF", field: "cv" },
        ]);
      }
      const cvFile = await deps.storage.put(cv, "pdf");
      const [row] = await deps.db
        .insert(jobApplications)
        .values({
          jobId: job.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverNote: input.cover_note ?? "",
          cvFile,
          cvSize: cv.byteLength,
        })
        .returning({ id: jobApplications.id });
      const id = row?.id ?? 0;
      const lines = [
        `Application #${id} for ${job.title} (${job.team}, ${job.location})`,
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone}`,
        `CV: ${cvFile} (${Math.ceil(cv.byteLength / 1024)} KB) in file storage`,
        input.cover_note ? `\n${input.cover_note}` : "",
      ];
      await deps.mailer.send({
        to: HIRING_INBOX,
        subject: `Application: ${job.title} — ${input.name}`,
        text: lines.join("\n"),
        html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(""),
      });
      return { id };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
