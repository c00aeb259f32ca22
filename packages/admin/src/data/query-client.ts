import { QueryClient } from "@tanstack/react-query";
import { ConsoleApiError } from "./console-api.ts";

/**
 * The console's server state. A refused call (4xx: a 403 already raised its notice, an R11) is not retried;
 * only a missing answer is, once. Lists stay fresh for 30 s so Back to a list shows it at once.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          count < 1 && error instanceof ConsoleApiError && error.failure.kind === "noResponse",
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
