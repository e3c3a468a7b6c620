/** The operations desk shown on converted quotes (accounts §3 opDetails; issue 11 §6). */
export const OPS_CONTACT = {
  name: "Lakshmi Venkatesan, Triphive Operations",
  email: "support@triphive.example",
} as const;
