import type { z } from "zod";
import type { AuthenticatedUser } from "../../common/roles";
import type { GuestSignInFields, GuestSignUpFields } from "../../common/trip-request-form";
import type { CreateTripRequestInput } from "../../common/trips";
import type { AccountsService, RequestMeta } from "../modules/accounts";
import type { IdempotencyService } from "../modules/idempotency";
import type { TripsService } from "../modules/trips";

export interface RequestTripDeps {
  trips: Pick<TripsService, "create" | "saveDraft">;
  accounts: Pick<AccountsService, "signIn" | "signUp">;
  idempotency: Pick<IdempotencyService, "formOnce">;
}

type GuestSignIn = z.output<typeof GuestSignInFields>;
type GuestSignUp = z.output<typeof GuestSignUpFields>;

/** Who sends the request form: a signed-in traveller, or a guest signing in or up inline. */
export type TripRequestSender =
  | { mode: "signed_in"; user: AuthenticatedUser; input: CreateTripRequestInput }
  | { mode: "sign_in"; input: GuestSignIn }
  | {
      mode: "sign_up";
      input: GuestSignUp;
      /** The form's values as sent, kept in the draft until the account is activated. */
      draft: Record<string, unknown>;
      /** Where the activation link lands for the draft's token. */
      draftPath(token: string): string;
    };

export type TripRequestOutcome =
  | { kind: "created"; tripId: number; setCookies: string[] }
  | { kind: "draft_saved"; email: string };

export interface TripRequestContext {
  meta: RequestMeta;
  /** The form's hidden one-time token: a second submit of the same form replays the first. */
  formToken?: string;
}

/**
 * The request form's one use case (accounts §3): a signed-in traveller's request is made at
 * once; a guest who signs in inline gets it at once too; a guest who signs up gets a draft
 * that the activation link turns into the request (sign-up never signs in, decision 0013).
 * Each form submission does its work once (decision 0061).
 */
export async function requestTripAsGuest(
  deps: RequestTripDeps,
  sender: TripRequestSender,
  context: TripRequestContext,
): Promise<TripRequestOutcome> {
  const once = (scope: string, work: () => Promise<string>) =>
    deps.idempotency.formOnce(scope, context.formToken, work);
  const createFor = async (user: AuthenticatedUser, input: CreateTripRequestInput) => {
    const tripId = await once(`user:${user.id}`, async () => {
      const trip = await deps.trips.create(user, input, context.meta.headers);
      return String(trip.id);
    });
    return Number(tripId);
  };

  switch (sender.mode) {
    case "signed_in":
      return {
        kind: "created",
        tripId: await createFor(sender.user, sender.input),
        setCookies: [],
      };
    case "sign_in": {
      const signed = await deps.accounts.signIn(
        { email: sender.input.login_email, password: sender.input.login_password },
        context.meta,
      );
      const tripId = await createFor(signed.user, sender.input);
      return { kind: "created", tripId, setCookies: signed.setCookies };
    }
    case "sign_up": {
      const { input } = sender;
      const email = await once(`sign-up:${input.email.toLowerCase()}`, async () => {
        const token = await deps.trips.saveDraft(input.email, sender.draft);
        await deps.accounts.signUp(
          {
            name: input.name,
            email: input.email,
            password: input.password,
            password_confirmation: input.password_confirmation,
            isd_code: input.isd_code,
            phone_no: input.phone_no,
            tnc: true,
            next_url: sender.draftPath(token),
          },
          context.meta,
        );
        return input.email;
      });
      return { kind: "draft_saved", email };
    }
  }
}
