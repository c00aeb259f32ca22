import { createHash } from "node:crypto";
import { relative } from "node:path";
import MagicString from "magic-string";
import { type Plugin, parseAst } from "vite";

/**
 * A styled component's id, from its file and its place in it: `g<hash of the path>-<n>`.
 *
 * Why: styled-components names a component by a counter over the order in which components are
 * defined, and its class names by that id and the CSS. A build-time render of the login in Node defines them in
 * another order than the browser's chunks, so its CSS would name other classes. With the id from the source,
 * both name the same classes, and the browser can take the server's CSS as its own (rehydration) instead of
 * generating it at the first render.
 */
export function componentIdPrefix(root: string, file: string): string {
  const path = relative(root, file).split("\\").join("/");
  return `g${createHash("sha256").update(path).digest("base64url").replace(/[-_]/g, "").slice(0, 6)}`;
}

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** `styled.tag` or `styled(Component)`: the part of a tag that makes the component. */
function styledBase(tag: Node): Node | undefined {
  // styled.x.attrs(...)`...`, styled(X).withConfig(...)`...`: the component is what the method is called on.
  const callee = tag.type === "CallExpression" ? (tag.callee as Node) : undefined;
  const method = callee?.type === "MemberExpression" ? (callee.property as Node).name : undefined;
  if (method === "attrs" || method === "withConfig") return styledBase(callee?.object as Node);
  if (tag.type === "MemberExpression" && !tag.computed && (tag.object as Node).name === "styled")
    return (tag.object as Node).type === "Identifier" ? tag : undefined;
  if (callee?.type === "Identifier" && callee.name === "styled") return tag;
  return undefined;
}

/** Every node of the tree, depth first, in source order. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/**
 * Gives each `styled.x` / `styled(X)` tagged template of a module a `.withConfig({ componentId })`. Answers
 * undefined when the module defines none.
 */
export function addComponentIds(
  code: string,
  file: string,
  prefix: string,
): { code: string; map: ReturnType<MagicString["generateMap"]> } | undefined {
  if (!code.includes("styled")) return undefined;
  const lang = file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") ? "ts" : "js";
  const program = parseAst(code, { lang }, file) as unknown as Node;
  const output = new MagicString(code);
  let count = 0;
  for (const node of walk(program)) {
    if (node.type !== "TaggedTemplateExpression") continue;
    const base = styledBase(node.tag as Node);
    if (!base) continue;
    output.appendLeft(base.end, `.withConfig({ componentId: "${prefix}-${count}" })`);
    count += 1;
  }
  if (count === 0) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
}

/** The transform, for the project's own sources (packages/*\/src, apps/*\/src). */
export function styledComponentIds(root: string): Plugin {
  return {
    name: "gse-styled-component-ids",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\/(packages|apps)\/[^/]+\/src\/.*\.tsx?$/.test(file) || file.includes("/node_modules/")) return;
      return addComponentIds(code, file, componentIdPrefix(root, file));
    },
  };
}
