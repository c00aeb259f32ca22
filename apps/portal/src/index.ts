export { App } from "./App.tsx";
export { type BootResult, bootPortal } from "./boot/boot.ts";
export { createPortalRouter } from "./router.tsx";
