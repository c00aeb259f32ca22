export { type AppOptions, createApp } from "./app.ts";
export { type BrandHeaderNames, brandFromHost, brandHeaders, type HostBrand } from "./host.ts";
export { type RunningServer, type ServerOptions, startServer } from "./server.ts";
