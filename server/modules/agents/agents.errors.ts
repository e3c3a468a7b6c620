import { MESSAGES } from "../../../common/messages";
import { AppError } from "../../lib/errors";

export const agentNotFound = () =>
  new AppError("not_found", "agent_not_found", "This agent could not be found.");
/**
 * A suspended agency's public profile (decision 0239): answered 404 like a missing agency, with
 * a message the page shows to travellers who follow a link to it.
 */
export const agencyNotTakingRequests = (companyName: string) =>
  new AppError(
    "not_found",
    "agency_not_taking_requests",
    `${companyName} is not taking requests on Triphive at the moment.`,
  );
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
