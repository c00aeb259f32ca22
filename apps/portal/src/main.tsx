import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createPortalRouter } from "./router.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("index.html: #root: expected the mount element, got nothing");

createRoot(root).render(
  <StrictMode>
    <App router={createPortalRouter()} />
  </StrictMode>,
);
