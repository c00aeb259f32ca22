export { type AppOptions, createApp } from "./app.ts";
export { type RunningServer, type ServerOptions, startServer } from "./server.ts";
