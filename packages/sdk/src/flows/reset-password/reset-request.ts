import { Api } from "@gse/contract";
import type { SignInRuntime } from "../../runtime.ts";

/** POST ResetPassword: emails a set-password link to the user (or the email's account). */
export function requestReset(
  runtime: SignInRuntime,
  request: { readonly user: string; readonly isByUser: boolean; readonly isInvalidLinkScreen?: boolean },
) {
  return runtime.client.call(Api.authentication.resetPassword, {
    body: {
      appname: runtime.env.application,
      user: request.user,
      isInvalidLinkScreen: request.isInvalidLinkScreen ?? false,
      isByUser: request.isByUser,
    },
  });
}

/** POST GetUsersResetPassword: the accounts of an email, with the tenant header. */
export function findResetAccounts(runtime: SignInRuntime, user: string) {
  return runtime.client.call(Api.authentication.usersResetPassword, {
    headers: { tenant: runtime.env.tenant },
    body: { user, appname: runtime.env.application, isByUser: false },
  });
}

/** A reset's answer as the event both reset screens take: sent (with the masked email) or failed. */
export function resetOutcome(result: Awaited<ReturnType<typeof requestReset>>) {
  return result.ok
    ? ({
        type: "sent",
        maskedEmail: result.value.result.maskedEmail,
        message: result.value.information ?? undefined,
      } as const)
    : ({ type: "failed", failure: result.failure } as const);
}
