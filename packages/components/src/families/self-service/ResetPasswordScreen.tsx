import type { ScreenProps } from "@gse/sdk";
import { ResetPasswordView } from "../../kit/themed/ResetPasswordView.tsx";

/**
 * The self-service reset password (spec §2, §4): the email's accounts are looked up first; one account gets
 * its reset at once, several open /selectaccounts, none says 'Users not found' under the field.
 */
export default function ResetPasswordScreen({ brand }: ScreenProps) {
  return <ResetPasswordView brand={brand} lookupAccounts />;
}
