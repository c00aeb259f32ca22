export { App } from "./App.tsx";
export { createPortalRouter } from "./router.tsx";
