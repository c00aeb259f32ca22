import { act, render, screen } from "@testing-library/react";
import { type ComponentType, type LazyExoticComponent, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { preloadedComponents } from "./preloaded-component.ts";

const Greeting = ({ name }: { readonly name: string }) => <p>Hola {name}</p>;

type Props = { readonly name: string };

function page(type: () => ComponentType<Props> | LazyExoticComponent<ComponentType<Props>>) {
  const Component = type();
  return (
    <Suspense fallback={<p>Cargando</p>}>
      <Component name="Ana" />
    </Suspense>
  );
}

describe("a component loaded on demand that a host preloads", () => {
  it("draws in the first render once preloaded: no fallback, so React has no reveal to hold back", async () => {
    const of = preloadedComponents<Props>();
    const load = async () => ({ default: Greeting });
    await of(load).ready;
    render(page(of(load).type));
    // Synchronously there, in the first commit: a lazy component would show 'Cargando' first.
    expect(screen.getByText("Hola Ana")).toBeDefined();
    expect(screen.queryByText("Cargando")).toBeNull();
    // So a host draws it with no Suspense boundary around it.
    expect(of(load).suspends()).toBe(false);
  });

  it("suspends when rendered before its module is in, and keeps that type afterwards (no remount)", async () => {
    const of = preloadedComponents<Props>();
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const load = () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve));
    const first = of(load).type();
    render(page(() => first));
    expect(screen.getByText("Cargando")).toBeDefined();
    await act(async () => {
      arrive({ default: Greeting });
      await of(load).ready;
    });
    expect(screen.getByText("Hola Ana")).toBeDefined();
    // The same element type on every later render, though the module is in by now.
    expect(of(load).type()).toBe(first);
    expect(first).not.toBe(Greeting);
    expect(of(load).suspends()).toBe(true);
  });

  it("shares one entry per loader: the module is asked for once", async () => {
    const of = preloadedComponents<Props>();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return { default: Greeting };
    };
    await Promise.all([of(load).ready, of(load).ready]);
    expect(calls).toBe(1);
    expect(of(load).type()).toBe(Greeting);
  });
});
