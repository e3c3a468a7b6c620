import type { MailMessage } from "./mailer";
import { Button, MAIL_FOOTER, MailLayout, mailStyles, renderMail } from "./render";

// The plain-text parts are written by hand: text derived by stripping tags reads badly
// and some spam filters score a mismatch between the two parts.

function greeting(firstName: string): string {
  return firstName.trim() ? `Hi ${firstName},` : "Hello,";
}

function textMail(lines: string[]): string {
  return `${lines.join("\n\n")}\n\n-- \n${MAIL_FOOTER}\n`;
}

/** For clients that block the button or strip links from it. */
function FallbackLink({ href }: { href: string }) {
  return (
    <p style={mailStyles.small}>
      If the button doesn't work, copy this link into your browser:
      <br />
      <a href={href} style={mailStyles.link}>
        {href}
      </a>
    </p>
  );
}

function minutes(n: number): string {
  return n === 1 ? "1 minute" : `${n} minutes`;
}

export function passwordResetMail({
  to,
  firstName,
  resetUrl,
  expiresInMinutes,
}: {
  to: string;
  firstName: string;
  resetUrl: string;
  expiresInMinutes: number;
}): MailMessage {
  const subject = "Reset your Triphive password";
  const validity = `This link works for ${minutes(expiresInMinutes)} and only once.`;
  const notYou =
    "If you didn't ask for this, you can ignore this email: your password stays as it is.";
  const html = renderMail(
    <MailLayout title={subject} preheader="Choose a new password for your Triphive account.">
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>
        Someone asked to reset the password of the Triphive account that uses this email address. To
        choose a new password, use the button below.
      </p>
      <Button href={resetUrl}>Choose a new password</Button>
      <p style={mailStyles.p}>{validity}</p>
      <p style={mailStyles.p}>{notYou}</p>
      <FallbackLink href={resetUrl} />
    </MailLayout>,
  );
  const text = textMail([
    greeting(firstName),
    "Someone asked to reset the password of the Triphive account that uses this email address.",
    `Choose a new password:\n${resetUrl}`,
    validity,
    notYou,
  ]);
  return { to, subject, html, text };
}

/**
 * An approved agency's welcome (decision 0239): its account exists without a password, and
 * the link (a password-reset token) lets the applicant choose one and sign in.
 */
export function agencyWelcomeMail({
  to,
  firstName,
  setPasswordUrl,
  expiresInMinutes,
  forgotPasswordUrl,
}: {
  to: string;
  firstName: string;
  setPasswordUrl: string;
  expiresInMinutes: number;
  forgotPasswordUrl: string;
}): MailMessage {
  const subject = "Your agency is approved on Triphive: choose your password";
  const intro =
    "Good news: we approved your agency's application to Triphive. Your agent account is " +
    "ready; choose a password to sign in and start answering travellers' requests.";
  const validity = `This link works for ${minutes(expiresInMinutes)} and only once. After that, use "Forgot password" with this email address to get a new one.`;
  const html = renderMail(
    <MailLayout title={subject} preheader="Choose a password and start answering requests.">
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>{intro}</p>
      <Button href={setPasswordUrl}>Choose my password</Button>
      <p style={mailStyles.p}>
        {validity}{" "}
        <a href={forgotPasswordUrl} style={mailStyles.link}>
          Forgot password
        </a>
      </p>
      <FallbackLink href={setPasswordUrl} />
    </MailLayout>,
  );
  const text = textMail([
    greeting(firstName),
    intro,
    `Choose my password:\n${setPasswordUrl}`,
    validity,
    `Forgot password:\n${forgotPasswordUrl}`,
  ]);
  return { to, subject, html, text };
}

/** A rejected application (decision 0239): admin's reason, in their words. */
export function applicationRejectedMail({
  to,
  firstName,
  companyName,
  reason,
}: {
  to: string;
  firstName: string;
  companyName: string;
  reason: string;
}): MailMessage {
  const subject = "Your application to Triphive";
  const intro = `Thank you for applying to sell on Triphive with ${companyName}. We cannot approve the application at this time.`;
  const why = "The reason our team gave:";
  const again =
    "If things change, you are welcome to apply again with the form you used; reply to this email if you have questions.";
  const html = renderMail(
    <MailLayout title={subject} preheader="About your agency's application to Triphive.">
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>{intro}</p>
      <p style={mailStyles.p}>{why}</p>
      <p style={mailStyles.p}>
        <em>{reason}</em>
      </p>
      <p style={mailStyles.p}>{again}</p>
    </MailLayout>,
  );
  const text = textMail([greeting(firstName), intro, `${why}\n${reason}`, again]);
  return { to, subject, html, text };
}

export function activationMail({
  to,
  firstName,
  activationUrl,
}: {
  to: string;
  firstName: string;
  activationUrl: string;
}): MailMessage {
  const subject = "Activate your Triphive account";
  const intro =
    "Welcome to Triphive! Confirm that this email address is yours to activate your account.";
  const notYou =
    "If you didn't create a Triphive account, ignore this email and the account stays inactive.";
  const html = renderMail(
    <MailLayout title={subject} preheader="One click and your Triphive account is ready.">
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>{intro}</p>
      <Button href={activationUrl}>Activate my account</Button>
      <p style={mailStyles.p}>{notYou}</p>
      <FallbackLink href={activationUrl} />
    </MailLayout>,
  );
  const text = textMail([
    greeting(firstName),
    intro,
    `Activate my account:\n${activationUrl}`,
    notYou,
  ]);
  return { to, subject, html, text };
}

/**
 * Sent instead of an error when a sign-up uses an email that already has an account, so the
 * sign-up form answers the same for known and unknown emails (DESIGN.md §7). It must not
 * reveal anything about the account beyond its existence, which the owner already knows.
 */
export function signUpAttemptMail({
  to,
  firstName,
  signInUrl,
  resetUrl,
}: {
  to: string;
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  const subject = "Someone tried to sign up with your email";
  const intro =
    "Someone just tried to create a new Triphive account with this email address, " +
    "but it already has an account.";
  const ifYou = "If it was you, sign in or reset your password.";
  const notYou =
    "If it wasn't you, you don't need to do anything: no new account was created " +
    "and nothing changed on yours.";
  const html = renderMail(
    <MailLayout title={subject} preheader={ifYou}>
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>{intro}</p>
      <p style={mailStyles.p}>{ifYou}</p>
      <Button href={signInUrl}>Sign in</Button>
      <p style={mailStyles.p}>
        Forgot your password?{" "}
        <a href={resetUrl} style={mailStyles.link}>
          Reset your password
        </a>
      </p>
      <p style={mailStyles.p}>{notYou}</p>
    </MailLayout>,
  );
  const text = textMail([
    greeting(firstName),
    intro,
    ifYou,
    `Sign in:\n${signInUrl}`,
    `Reset your password:\n${resetUrl}`,
    notYou,
  ]);
  return { to, subject, html, text };
}

/**
 * The nurture mail (accounts-trips-quotes §2, decision 0223): a request with no accepted quote
 * after a few days gets a link to its nurture page, where the traveller tells the agents more
 * without signing in.
 */
export function nurtureMail({
  to,
  firstName,
  destination,
  nurtureUrl,
}: {
  to: string;
  firstName: string;
  destination: string;
  nurtureUrl: string;
}): MailMessage {
  const subject = `Help your agents plan your ${destination} trip`;
  const intro = `Your agents are working on quotes for your ${destination} trip. A few more details (hotels, flights, cabs and your budget) help them send quotes that fit.`;
  const noLogin = "The link opens your request's preferences; no sign-in needed.";
  const html = renderMail(
    <MailLayout title={subject} preheader="Two minutes now saves a round of back-and-forth.">
      <p style={mailStyles.p}>{greeting(firstName)}</p>
      <p style={mailStyles.p}>{intro}</p>
      <Button href={nurtureUrl}>Add my preferences</Button>
      <p style={mailStyles.p}>{noLogin}</p>
      <FallbackLink href={nurtureUrl} />
    </MailLayout>,
  );
  const text = textMail([
    greeting(firstName),
    intro,
    `Add my preferences:\n${nurtureUrl}`,
    noLogin,
  ]);
  return { to, subject, html, text };
}
