import { MESSAGES } from "../../../common/messages";
import { AppError } from "../../lib/errors";

export const agentNotFound = () =>
  new AppError("not_found", "agent_not_found", "This agent could not be found.");
/** A destination the agent does not serve has no testimonials page of its own. */
export const destinationNotServed = () =>
  new AppError(
    "not_found",
    "destination_not_served",
    "This agent does not serve that destination.",
  );
export const feedbackNotAllowed = () =>
  new AppError("forbidden", "feedback_not_allowed", MESSAGES.feedbackNotAllowed);
export const feedbackAlreadyGiven = () =>
  new AppError("conflict", "feedback_already_given", MESSAGES.feedbackAlreadyGiven);
/** An agency works through one account; an operator links another only after unlinking. */
export const agencyTaken = () =>
  new AppError("conflict", "agency_taken", "This agency already has an account that works it.");
/** Only the account that works an agency changes its branding. */
export const notYourAgency = () =>
  new AppError("forbidden", "not_your_agency", "You can change only your own agency's profile.");
