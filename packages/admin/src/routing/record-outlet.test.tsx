import { createMemoryHistory } from "@tanstack/history";
import {
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  stripSearchParams,
  useMatch,
  useRouter,
} from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  type ClosingNotice,
  MissingRecord,
  openedFromList,
  RecordOutlet,
  UnreadableRecord,
  useRecordOpen,
  useRecordOutlet,
} from "./record-outlet.tsx";
import { NumberedRecordKey, recordKey, recordTabSchema } from "./record-params.ts";

// A list and its records as the console's areas build them, on a router of their own: /things lists, and
// /things/<id> opens a record in the list's place; thing 404 is one the server does not know.

function ThingsList() {
  const open = useRecordOpen();
  const router = useRouter();
  const [said, setSaid] = useState<ClosingNotice>();
  if (open) return <RecordOutlet list="/things" onClosed={setSaid} />;
  return (
    <>
      <h1>Things</h1>
      {said?.kind === "missing" && <p role="alert">{`No thing ${said.record}`}</p>}
      <button
        type="button"
        onClick={() =>
          // As the areas open a record (navigate to it with this state), through the history this test router reads.
          router.history.push(`/things/7${router.history.location.search}`, openedFromList)
        }
      >
        Open 7
      </button>
    </>
  );
}

function Thing() {
  const { params, search } = useThing();
  const { thingId } = params;
  const { tab } = search;
  const { close } = useRecordOutlet();
  if (thingId === 404) return <MissingRecord record="404" />;
  return (
    <>
      <h1>{`Thing ${thingId} on ${tab}`}</h1>
      <button type="button" onClick={() => close()}>
        Close
      </button>
    </>
  );
}

const rootRoute = createRootRoute({ notFoundComponent: () => <h1>Elsewhere</h1> });
const thingsRoute = createRoute({ getParentRoute: () => rootRoute, path: "/things", component: ThingsList });
const thingRoute = createRoute({
  getParentRoute: () => thingsRoute,
  path: "$thingId",
  params: {
    parse: ({ thingId }) => ({ thingId: recordKey(NumberedRecordKey, thingId) }),
    stringify: ({ thingId }) => ({ thingId: String(thingId) }),
  },
  validateSearch: recordTabSchema(["data", "roles"]),
  search: { middlewares: [stripSearchParams({ tab: "data" })] },
  component: Thing,
  notFoundComponent: UnreadableRecord,
});

const thingsRouter = (entries: string[]) =>
  createRouter({
    routeTree: rootRoute.addChildren([thingsRoute.addChildren([thingRoute])]),
    history: createMemoryHistory({ initialEntries: entries }),
  });

// Not the console's router, whose routes the types register: this one's params and search are read as these.
const useThing = () =>
  useMatch({ strict: false }) as unknown as {
    params: { thingId: number | "new" };
    search: { tab: string };
  };

async function openAt(...entries: string[]) {
  const router = thingsRouter(entries);
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: Awaited<ReturnType<typeof openAt>>) =>
  `${router.history.location.pathname}${router.history.location.search}`;

describe("a record at its address", () => {
  it("opens from the list at /things/7, and closes back to the list entry it came from", async () => {
    const router = await openAt("/things?page=2");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open 7" }));
    expect(await screen.findByRole("heading", { name: "Thing 7 on data" })).toBeDefined();
    expect(where(router)).toBe("/things/7?page=2");
    const length = router.history.length;
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { name: "Things" })).toBeDefined();
    expect(where(router)).toBe("/things?page=2");
    // Back, not a new entry: Back from here leaves the list rather than opening the record again.
    expect(router.history.length).toBe(length);
    await act(async () => router.history.forward());
    expect(await screen.findByRole("heading", { name: "Thing 7 on data" })).toBeDefined();
  });

  it("opens from a shared link on the tab it names, and closes to the list in its place", async () => {
    const router = await openAt("/elsewhere", "/things/7?tab=roles&page=3");
    expect(await screen.findByRole("heading", { name: "Thing 7 on roles" })).toBeDefined();
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { name: "Things" })).toBeDefined();
    expect(where(router)).toBe("/things?page=3");
    await act(async () => router.history.back());
    expect(where(router)).toBe("/elsewhere");
  });

  it("reads a tab the record does not have as its first, left out of the address", async () => {
    await openAt("/things/7?tab=bogus");
    expect(await screen.findByRole("heading", { name: "Thing 7 on data" })).toBeDefined();
  });

  it.each(["abc", "0", "-3", "07", "4.5", "9999999999"])(
    "answers /things/%s, which names no record, with the list saying so",
    async (segment) => {
      const router = await openAt(`/things/${segment}`);
      expect(await screen.findByRole("heading", { name: "Things" })).toBeDefined();
      expect(screen.getByRole("alert").textContent).toBe(`No thing ${segment}`);
      expect(where(router)).toBe("/things");
    },
  );

  it("answers a record the server does not know as it does an address that names none", async () => {
    const router = await openAt("/things/404");
    expect(await screen.findByRole("heading", { name: "Things" })).toBeDefined();
    expect(screen.getByRole("alert").textContent).toBe("No thing 404");
    expect(where(router)).toBe("/things");
  });
});
