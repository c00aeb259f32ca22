import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";

function Broken(): never {
  throw new Error("family screen exploded");
}

describe("the error boundary of every route", () => {
  it("shows the generic error screen instead of a route that fails to render, and reports it with the route", () => {
    const report = vi.fn();
    // React also logs the caught error itself; keep the test's output to the report under test.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(
        <RouteErrorBoundary
          path="/resetpassword"
          fallback={<h1>Something error has occurred</h1>}
          report={report}
        >
          <Broken />
        </RouteErrorBoundary>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole("heading", { name: "Something error has occurred" })).toBeTruthy();
    expect(report).toHaveBeenCalledOnce();
    const [message, error] = report.mock.calls[0] ?? [];
    expect(message).toContain("route /resetpassword");
    expect(error).toEqual(new Error("family screen exploded"));
  });

  it("renders the route again once the path changes", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const fallback = <h1>Something error has occurred</h1>;
      const { rerender } = render(
        <RouteErrorBoundary path="/resetpassword" fallback={fallback}>
          <Broken />
        </RouteErrorBoundary>,
      );
      rerender(
        <RouteErrorBoundary path="/Login" fallback={fallback}>
          <p>Login</p>
        </RouteErrorBoundary>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByText("Login")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something error has occurred" })).toBeNull();
  });
});
