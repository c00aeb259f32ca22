// Apart from the machine: the route table reads the token on every page, the machine only on the OTP page,
// and a module goes whole into one chunk (the login's first script carried the machine).

/** Administration spec §2: the link's token is the search text after its first 6 characters (`?data=`). */
export const OTP_TOKEN_OFFSET = 6;

/** The token an OTP-reset confirmation link carries, or "" when the search text holds none. */
export const otpConfirmationToken = (search: string): string => {
  const raw = search.slice(OTP_TOKEN_OFFSET);
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
};
