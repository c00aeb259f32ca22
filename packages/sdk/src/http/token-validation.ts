import { Api } from "@gse/contract";
import type { SignInRuntime } from "../runtime.ts";
import type { ApiResult } from "./api-failure.ts";

export interface TokenValidationRequest {
  readonly user: string;
  readonly token: string;
  /** "1" at startup: on error the client clears storage and goes to login (spec §4). */
  readonly option?: string;
  /** Startup validation sends the apps list of the token too (spec §4: user name, token and the apps list). */
  readonly apps?: readonly string[];
}

/** GET TokenValidation: the token travels in headers with the user and the current application. */
export function validateToken(runtime: SignInRuntime, request: TokenValidationRequest) {
  return runtime.client.call(Api.authentication.tokenValidation, {
    headers: {
      user: request.user,
      token: request.token,
      option: request.option,
      currentApp: runtime.env.application,
      apps: request.apps?.join(","),
    },
  });
}

export type TokenValidationResult = Awaited<ReturnType<typeof validateToken>>;
export type { ApiResult };
