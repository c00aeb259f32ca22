import { createMemoryHistory } from "@tanstack/history";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";

/**
 * Renders a console piece inside a router and a query cache of its own, on a memory history at `path`: what
 * stories and tests need for the shell's links (the router's <Link>) without the portal.
 */
export function ConsoleRouterStory({ path = "/users", children }: { path?: string; children: ReactNode }) {
  const [{ router, queryClient }] = useState(() => ({
    router: createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>
  );
}
