import { describe, expect, it } from "vitest";
import { addComponentIds, componentIdPrefix } from "../apps/portal/styled-component-ids.ts";

const source = `import styled, { css, keyframes } from "styled-components";
const spin = keyframes\`to { transform: rotate(360deg); }\`;
const shared = css\`color: red;\`;
export const Box = styled.div<{ $wide: boolean }>\`\${shared}\`;
export const Wider = styled(Box)\`width: 100%;\`;
export const Field = styled.input.attrs({ type: "text" })\`border: 0;\`;
export const Quiet = styled(Box).withConfig({ shouldForwardProp: () => true })\`animation: \${spin} 1s;\`;
`;

describe("styled-components ids from the source, so the login's CSS rendered in Node names the browser's classes", () => {
  it("gives each styled component of a module its id: the file's prefix and its place in the file", () => {
    const code = addComponentIds(source, "/repo/packages/components/src/Box.tsx", "gABCDEF")?.code ?? "";
    expect(code).toContain('styled.div.withConfig({ componentId: "gABCDEF-0" })<{ $wide: boolean }>`');
    expect(code).toContain('styled(Box).withConfig({ componentId: "gABCDEF-1" })`width');
    expect(code).toContain('styled.input.withConfig({ componentId: "gABCDEF-2" }).attrs({ type: "text" })`');
    expect(code).toContain(
      'styled(Box).withConfig({ componentId: "gABCDEF-3" }).withConfig({ shouldForwardProp: () => true })`',
    );
  });

  it("leaves css, keyframes and any other tag as they are", () => {
    const code = addComponentIds(source, "/repo/packages/components/src/Box.tsx", "gABCDEF")?.code ?? "";
    expect(code).toContain("const spin = keyframes`to");
    expect(code).toContain("const shared = css`color");
    expect(code.match(/componentId/g)).toHaveLength(4);
  });

  it("answers nothing for a module without a styled component", () => {
    expect(addComponentIds('export const a = css`x`;\nconst styledText = "styled";', "/r/a.ts", "g")).toBe(
      undefined,
    );
  });

  it("names a file the same in every build, and two files apart", () => {
    const a = componentIdPrefix("/repo", "/repo/packages/components/src/Box.tsx");
    expect(componentIdPrefix("/elsewhere", "/elsewhere/packages/components/src/Box.tsx")).toBe(a);
    expect(componentIdPrefix("/repo", "/repo/packages/components/src/Field.tsx")).not.toBe(a);
    expect(a).toMatch(/^g[A-Za-z0-9]{6}$/);
  });
});
