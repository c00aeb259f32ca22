export { Button } from "./primitives/Button.tsx";
