/** The one person the local OpenID provider signs in as ("Continue with Google"). */
export const E2E_GOOGLE_IDENTITY = {
  sub: "google-e2e-0001",
  email: "anjali.rao.e2e@example.com",
  email_verified: true,
  name: "Anjali Rao",
  given_name: "Anjali",
  family_name: "Rao",
};
